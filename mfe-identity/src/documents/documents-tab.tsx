import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Box, CloseButton, Dialog, Portal, SimpleGrid, Spinner, Stack, Text, chakra } from '@portal/shared/ui';
import { SLOTS, documentsQuery, useOpenDocument } from './documents.api';
import { SideBox } from './side-box';

/**
 * A ref that shows the blob through an object URL (an image's or a frame's `src`, a link's `href`) for as long as
 * the element shows it: the URL is revoked when the element goes or shows another file.
 */
function useBlobRef(blob: Blob) {
  return useCallback(
    (el: HTMLImageElement | HTMLIFrameElement | HTMLAnchorElement | null) => {
      if (!el) return;
      const url = URL.createObjectURL(blob);
      if (el instanceof HTMLAnchorElement) el.href = url;
      else el.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

/** Documents tab of an existing member (or of the holder, id 0): per type and side, upload, preview, remove. */
export function DocumentsTab({ familyMemberId }: { familyMemberId: number }) {
  const { t } = useTranslation('identity');
  const docs = useQuery(documentsQuery(familyMemberId));
  const opener = useOpenDocument();
  const preview = opener.data && opener.variables ? { blob: opener.data, fileName: opener.variables.fileName } : null;
  // The owner check refused or the file is gone: say so without details.
  const openError = opener.error ? (isApiError(opener.error) && opener.error.message ? opener.error.message : MSG.somethingWentWrong) : null;

  if (docs.isError) return <Text role="alert">{translateMessage(MSG.somethingWentWrong)}</Text>;
  if (!docs.data) return <Spinner />;
  const files = docs.data;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t('account.documents.intro')}
      </Text>
      {openError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {translateMessage(openError)}
        </Text>
      ) : null}
      {SLOTS.map((slot) => (
        <Box key={slot} as="section" aria-labelledby={`doc-title-${slot}`}>
          <Text id={`doc-title-${slot}`} fontWeight="semibold" mb="2">
            {t(`account.documents.${slot}`)}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {(['front', 'back'] as const).map((side) => (
              <SideBox key={side} familyMemberId={familyMemberId} slot={slot} side={side} file={files[slot][side]} onPreview={(url, fileName) => opener.mutate({ url, fileName })} />
            ))}
          </SimpleGrid>
        </Box>
      ))}
      <Dialog.Root open={preview !== null} onOpenChange={(e) => !e.open && opener.reset()} size={{ base: 'full', md: 'xl' }} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="doc-preview">
              {preview ? <DocumentPreview {...preview} /> : null}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common:button.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

/** The opened file: an image or a PDF shown, anything else offered as a download. */
function DocumentPreview({ blob, fileName }: { blob: Blob; fileName: string }) {
  const { t } = useTranslation('identity');
  const show = useBlobRef(blob);
  return (
    <>
      <Dialog.Header>
        <Dialog.Title dir="auto">{fileName}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {blob.type.startsWith('image/') ? (
          <chakra.img ref={show} alt={fileName} maxH="70vh" mx="auto" data-testid="doc-preview-image" />
        ) : blob.type === 'application/pdf' ? (
          <chakra.iframe ref={show} title={fileName} w="full" h="70vh" borderWidth="1px" data-testid="doc-preview-pdf" />
        ) : (
          <Stack gap="3">
            <Text>{t('account.documents.noPreview')}</Text>
            <chakra.a ref={show} download={fileName} color="colorPalette.600" textDecoration="underline">
              {t('account.documents.download')}
            </chakra.a>
          </Stack>
        )}
      </Dialog.Body>
    </>
  );
}
