import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MSG, profileImageProblem } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Center, HStack, Icon, Image, Stack, Text, toast } from '@portal/shared/ui';
import { profileImageQuery, useRemoveProfileImage, useUploadProfileImage } from './profile.api';

const SIZE = 180;

/**
 * The chosen image cropped to its centre square and scaled to 360×360 (twice the 180×180 it is shown at,
 * for sharp screens), as PNG or JPEG like the original.
 */
async function cropToSquare(file: File): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const img = await new Promise<HTMLImageElement>((resolve, reject) => {
      const i = new window.Image();
      i.onload = () => resolve(i);
      i.onerror = () => reject(new Error('image'));
      i.src = url;
    });
    const side = Math.min(img.naturalWidth, img.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = SIZE * 2;
    canvas.height = SIZE * 2;
    const ctx = canvas.getContext('2d');
    if (!ctx || !side) return file;
    ctx.drawImage(img, (img.naturalWidth - side) / 2, (img.naturalHeight - side) / 2, side, side, 0, 0, canvas.width, canvas.height);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    return await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b ?? file), type, 0.9));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Profile image: .jpg, .jpeg or .png up to 2 MB (docs/product.md#accounts-profile), cropped square and shown at 180×180. */
export function ProfileImage({ hasImage }: { hasImage: boolean }) {
  const { t } = useTranslation('identity');
  const input = useRef<HTMLInputElement>(null);
  const src = useQuery({ ...profileImageQuery(), enabled: hasImage }).data ?? null;
  const upload = useUploadProfileImage(cropToSquare, {
    onSuccess: () => void toast.success(translateMessage(MSG.profileUpdated)),
    onError: (e) => toast.error(translateMessage(isApiError(e) && e.message === MSG.profileImageError ? MSG.profileImageError : MSG.errorSavingProfileImage)),
  });
  const remove = useRemoveProfileImage({
    onError: () => toast.error(translateMessage(MSG.errorSavingProfileImage)),
  });
  const busy = upload.isPending || remove.isPending;

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (profileImageProblem(file)) toast.error(translateMessage(MSG.profileImageError));
    else upload.mutate(file);
  };

  return (
    <Stack align="center" gap="3">
      <Box w={`${SIZE}px`} h={`${SIZE}px`} borderRadius="full" overflow="hidden" borderWidth="1px" bg="bg.muted">
        {src ? (
          <Image src={src} alt={t('account.profile.image.alt')} w="full" h="full" objectFit="cover" data-testid="profile-image" />
        ) : (
          <Center h="full" aria-label={t('account.profile.image.none')} role="img">
            <Icon name="user" size={72} />
          </Center>
        )}
      </Box>
      <input ref={input} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" hidden aria-hidden="true" tabIndex={-1} onChange={(e) => pick(e.currentTarget.files?.[0])} data-testid="profile-image-input" />
      <HStack gap="2" wrap="wrap" justify="center">
        <Button size="sm" onClick={() => input.current?.click()} loading={busy}>
          {src ? t('account.profile.image.change') : t('account.profile.image.upload')}
        </Button>
        {src ? (
          <Button size="sm" variant="outline" onClick={() => remove.mutate()} disabled={busy}>
            {t('account.profile.image.remove')}
          </Button>
        ) : null}
      </HStack>
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        {t('account.profile.image.hint')}
      </Text>
    </Stack>
  );
}
