import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, uploadProblem } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, CloseButton, Dialog, HStack, Portal, Progress, SimpleGrid, Spinner, Stack, Text, chakra } from '@portal/shared/ui';
import { SIDE_IDS, SLOTS, SLOT_TYPES, getDocumentBlob, getDocuments, removeDocument, uploadDocument, type DocumentSlot, type DocumentsAnswer, type Side } from './documents.api';

/** The spec's upload errors clear after 5 s (account §5). */
const ERROR_MS = 5000;

interface Preview {
  title: string;
  url: string;
  type: string;
  fileName: string;
}

function SideBox({ familyMemberId, slot, side, file, onChanged, onPreview }: {
  familyMemberId: number;
  slot: DocumentSlot;
  side: Side;
  file: { fileName: string; fileUrl: string } | null;
  onChanged: () => void;
  onPreview: (fileUrl: string, fileName: string) => void;
}) {
  const { t } = useTranslation('identity');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const showError = (message: string) => {
    setError(translateMessage(message));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setError(null), ERROR_MS);
  };

  const pick = async (f: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!f) return;
    const problem = uploadProblem(f);
    if (problem) return showError(MSG[problem]);
    setError(null);
    setPercent(0);
    try {
      await uploadDocument(familyMemberId, SLOT_TYPES[slot], SIDE_IDS[side], f, (p) => setPercent(p.percent));
      onChanged();
    } catch (e) {
      showError(isApiError(e) ? (e.status === 413 ? MSG.docSizeError : e.message === MSG.docFormatError ? MSG.docFormatError : e.message || MSG.somethingWentWrong) : MSG.somethingWentWrong);
    } finally {
      setPercent(null);
    }
  };

  const remove = async () => {
    try {
      await removeDocument(familyMemberId, SLOT_TYPES[slot], SIDE_IDS[side]);
      onChanged();
    } catch (e) {
      showError(isApiError(e) ? e.message : MSG.somethingWentWrong);
    }
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
          onChange={(e) => void pick(e.currentTarget.files?.[0])}
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
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove()} aria-label={`${t('account.documents.remove')} ${label}`}>
                {t('account.documents.remove')}
              </Button>
            </>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}

/** Documents tab of an existing member (or of the holder, id 0): per type and side, upload, preview, remove. */
export function DocumentsTab({ familyMemberId }: { familyMemberId: number }) {
  const { t } = useTranslation('identity');
  const [docs, setDocs] = useState<DocumentsAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  const load = () => {
    getDocuments(familyMemberId).then(setDocs, () => setFailed(true));
  };
  useEffect(load, [familyMemberId]);
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

  if (failed) return <Text role="alert">{translateMessage(MSG.somethingWentWrong)}</Text>;
  if (!docs) return <Spinner />;
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
              <SideBox key={side} familyMemberId={familyMemberId} slot={slot} side={side} file={docs[slot][side]} onChanged={load} onPreview={(u, n) => void open(u, n)} />
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
