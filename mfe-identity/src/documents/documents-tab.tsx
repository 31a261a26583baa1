import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Box, CloseButton, Dialog, Portal, SimpleGrid, Spinner, Stack, Text, chakra } from '@portal/shared/ui';
import { SLOTS, documentsQuery, getDocumentBlob } from './documents.api';
import { SideBox } from './side-box';

interface Preview {
  title: string;
  url: string;
  type: string;
  fileName: string;
}

/** Documents tab of an existing member (or of the holder, id 0): per type and side, upload, preview, remove. */
export function DocumentsTab({ familyMemberId }: { familyMemberId: number }) {
  const { t } = useTranslation('identity');
  const docs = useQuery(documentsQuery(familyMemberId));
  const [preview, setPreview] = useState<Preview | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);

  const open = async (fileUrl: string, fileName: string) => {
    setOpenError(null);
    try {
      const blob = await getDocumentBlob(fileUrl);
      setPreview({ title: fileName, url: URL.createObjectURL(blob), type: blob.type, fileName });
    } catch (e) {
      setPreview(null);
      // The owner check refused or the file is gone: say so without details.
      setOpenError(isApiError(e) && e.message ? e.message : MSG.somethingWentWrong);
    }
  };

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
              <SideBox key={side} familyMemberId={familyMemberId} slot={slot} side={side} file={files[slot][side]} onPreview={(u, n) => void open(u, n)} />
            ))}
          </SimpleGrid>
        </Box>
      ))}
      <Dialog.Root open={preview !== null} onOpenChange={(e) => !e.open && setPreview(null)} size={{ base: 'full', md: 'xl' }} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="doc-preview">
              <Dialog.Header>
                <Dialog.Title dir="auto">{preview?.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {preview && preview.type.startsWith('image/') ? (
                  <chakra.img src={preview.url} alt={preview.fileName} maxH="70vh" mx="auto" data-testid="doc-preview-image" />
                ) : preview && preview.type === 'application/pdf' ? (
                  <chakra.iframe src={preview.url} title={preview.fileName} w="full" h="70vh" borderWidth="1px" data-testid="doc-preview-pdf" />
                ) : preview ? (
                  <Stack gap="3">
                    <Text>{t('account.documents.noPreview')}</Text>
                    <chakra.a href={preview.url} download={preview.fileName} color="colorPalette.600" textDecoration="underline">
                      {t('account.documents.download')}
                    </chakra.a>
                  </Stack>
                ) : null}
              </Dialog.Body>
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
