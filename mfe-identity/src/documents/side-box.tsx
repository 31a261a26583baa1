import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, uploadProblem } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, HStack, Progress, Stack, Text, chakra, useLater } from '@portal/shared/ui';
import { useRemoveDocument, useUploadDocument, type DocumentSlot, type Side } from './documents.api';

/** Upload errors clear after 5 s (docs/product.md#everywhere-messages). */
const ERROR_MS = 5000;

/** One side of one document: its file, Upload or Replace (with progress), View and Remove. */
export function SideBox({ familyMemberId, slot, side, file, onPreview }: {
  familyMemberId: number;
  slot: DocumentSlot;
  side: Side;
  file: { fileName: string; fileUrl: string } | null;
  onPreview: (fileUrl: string, fileName: string) => void;
}) {
  const { t } = useTranslation('identity');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const later = useLater();
  const showError = (message: string) => {
    setError(translateMessage(message));
    later(() => setError(null), ERROR_MS);
  };
  const upload = useUploadDocument(familyMemberId, slot, side, {
    onMutate: () => {
      setError(null);
      setPercent(0);
    },
    onError: (e) => showError(isApiError(e) ? (e.status === 413 ? MSG.docSizeError : e.message === MSG.docFormatError ? MSG.docFormatError : e.message || MSG.somethingWentWrong) : MSG.somethingWentWrong),
    onSettled: () => setPercent(null),
  });
  const remove = useRemoveDocument(familyMemberId, slot, side, {
    onError: (e) => showError(isApiError(e) ? e.message : MSG.somethingWentWrong),
  });
  const pick = (f: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!f) return;
    const problem = uploadProblem(f);
    if (problem) return showError(MSG[problem]);
    upload.mutate({ file: f, onProgress: (p) => setPercent(p.percent) });
  };

  const label = `${t(`account.documents.${slot}`)} – ${t(`account.documents.${side}`)}`;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`doc-${slot}-${side}`}>
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {t(`account.documents.${side}`)}
        </Text>
        {file ? (
          <Text fontSize="sm" color="fg.muted" truncate title={file.fileName} dir="auto">
            {file.fileName}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('account.documents.none')}
          </Text>
        )}
        {percent !== null ? (
          <Progress.Root value={percent} size="sm" aria-label={t('account.documents.uploading', { percent })}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Text fontSize="xs" mt="1">
              {t('account.documents.uploading', { percent })}
            </Text>
          </Progress.Root>
        ) : null}
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm" data-testid="doc-error">
            {error}
          </Text>
        ) : null}
        <chakra.input
          ref={input}
          type="file"
          accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
          srOnly
          aria-label={label}
          onChange={(e) => pick(e.currentTarget.files?.[0])}
          data-testid={`doc-input-${slot}-${side}`}
        />
        <HStack gap="2" wrap="wrap">
          <Button size="xs" onClick={() => input.current?.click()} disabled={percent !== null} aria-label={`${file ? t('account.documents.replace') : t('account.documents.upload')} ${label}`}>
            {file ? t('account.documents.replace') : t('account.documents.upload')}
          </Button>
          {file ? (
            <>
              <Button size="xs" variant="outline" onClick={() => onPreview(file.fileUrl, file.fileName)} aria-label={`${t('account.documents.view')} ${label}`} data-testid={`doc-view-${slot}-${side}`}>
                {t('account.documents.view')}
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove.mutate()} aria-label={`${t('account.documents.remove')} ${label}`}>
                {t('account.documents.remove')}
              </Button>
            </>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
