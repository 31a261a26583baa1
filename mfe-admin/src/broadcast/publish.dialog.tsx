import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BROADCAST_IMAGE_MAX_BYTES, LIMITS, MSG, SAMPLE_SPREADSHEET_NAME, SPREADSHEET_LIMITS, isXlsxName, type MobileListEntry } from '@portal/shared/contracts';
import { broadcastMessageArSchema, broadcastMessageSchema, broadcastTitleArSchema, broadcastTitleSchema, broadcastUrlSchema } from '@portal/shared/contracts/schemas';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, chakra, Dialog, FormField, HStack, Icon, Image, Input, NativeSelect, Portal, Stack, Text, Textarea, toast } from '@portal/shared/ui';
import { saveFile } from '../exports/exports.api';
import { audienceQuery, getSampleSpreadsheet, publishBroadcast, uploadImage, uploadMobileList, type HospitalOption } from './broadcast.api';

/** What a re-send of a spreadsheet notification starts from (account §4). */
export interface PublishPrefill {
  title: string;
  text: string;
  titleAr?: string;
  textAr?: string;
  url: string;
  imageUrl: string | null;
  mobileList: MobileListEntry[];
}

export interface PublishDialogProps {
  open: boolean;
  hospitals: HospitalOption[];
  /** A re-send: the fields and numbers of the original, the hospital select disabled on Custom. */
  prefill?: PublishPrefill | null;
  onClose: () => void;
  /** Called 1 s after a successful publish (account §4): the page closes the dialog and refreshes history. */
  onPublished: () => void;
}

const CUSTOM = 'custom';
const problem = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: string) => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error?.issues[0]?.message ?? null);
};
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/**
 * Publish a broadcast (account §3–§5): hospital All, one, or Custom (an uploaded .xlsx of Country Code and
 * Mobile No, checked by the server row by row; the sample is downloadable), type 'In URL', title ≤ 30,
 * message 2–120 with a live counter, an optional http(s) URL and an optional image.
 */
export function PublishDialog({ open, hospitals, prefill, onClose, onPublished }: PublishDialogProps) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState('0');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [titleAr, setTitleAr] = useState('');
  const [textAr, setTextAr] = useState('');
  const [url, setUrl] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [imageBusy, setImageBusy] = useState(false);
  const [list, setList] = useState<MobileListEntry[] | null>(null);
  const [listAccounts, setListAccounts] = useState<number | null>(null);
  // Publishing to nobody takes a second, deliberate click after the warning.
  const [nobodyAcknowledged, setNobodyAcknowledged] = useState(false);
  const [listName, setListName] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [listBusy, setListBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const sheetInput = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const locked = Boolean(prefill);

  useEffect(() => {
    if (!open) return;
    setTarget(prefill ? CUSTOM : '0');
    setTitle(prefill?.title ?? '');
    setText(prefill?.text ?? '');
    setTitleAr(prefill?.titleAr ?? '');
    setTextAr(prefill?.textAr ?? '');
    setUrl(prefill?.url ?? '');
    setImageUrl(prefill?.imageUrl ?? null);
    setList(prefill?.mobileList ?? null);
    // A re-send's numbers were counted when first uploaded; not known here.
    setListAccounts(null);
    setNobodyAcknowledged(false);
    setListName('');
    setListError(null);
    setImageError(null);
    setTouched(false);
    setSending(false);
  }, [open, prefill]);

  const custom = target === CUSTOM;
  const audience = useQuery({ ...audienceQuery(custom ? 0 : Number(target)), enabled: open && !custom });
  // How many accounts this broadcast reaches (null while not known).
  const reach = custom ? (list ? listAccounts : null) : (audience.data ?? null);
  const nobody = reach === 0;
  useEffect(() => setNobodyAcknowledged(false), [target, list]);
  const errors = {
    title: problem(broadcastTitleSchema, title),
    text: problem(broadcastMessageSchema, text),
    titleAr: problem(broadcastTitleArSchema, titleAr),
    textAr: problem(broadcastMessageArSchema, textAr),
    url: problem(broadcastUrlSchema, url),
    list: custom && !listBusy && (!list || list.length === 0) ? (listError ?? MSG.selectExcelWithValidData) : listError,
  };
  const shown = (e: string | null) => (touched && e ? translateMessage(e) : null);

  const pickSheet = async (file: File | undefined) => {
    setList(null);
    setListAccounts(null);
    setListError(null);
    setListName(file?.name ?? '');
    if (!file) return;
    // The form's share of the rules; the server checks every row (and the file itself) again.
    if (!isXlsxName(file.name)) return setListError(MSG.selectXlsx);
    if (file.size === 0 || file.size > SPREADSHEET_LIMITS.maxBytes) return setListError(MSG.invalidEmptyFile);
    setListBusy(true);
    try {
      const read = await uploadMobileList(file);
      setList(read.list);
      setListAccounts(read.accountCount);
    } catch (e) {
      setListError(e instanceof Error && e.message ? e.message : MSG.invalidEmptyFile);
      if (sheetInput.current) sheetInput.current.value = '';
    } finally {
      setListBusy(false);
    }
  };

  const pickImage = async (file: File | undefined) => {
    setImageError(null);
    setImageUrl(null);
    if (!file) return;
    if (!IMAGE_NAME.test(file.name) || file.size === 0 || file.size > BROADCAST_IMAGE_MAX_BYTES) return setImageError(MSG.profileImageError);
    setImageBusy(true);
    try {
      setImageUrl(await uploadImage(file));
    } catch (e) {
      setImageError(e instanceof Error && e.message ? e.message : MSG.profileImageError);
      if (imageInput.current) imageInput.current.value = '';
    } finally {
      setImageBusy(false);
    }
  };

  const downloadSample = async () => {
    try {
      saveFile(await getSampleSpreadsheet(), SAMPLE_SPREADSHEET_NAME);
    } catch {
      toast.error(t('common.error'));
    }
  };

  const publish = async () => {
    setTouched(true);
    if (errors.title || errors.text || errors.titleAr || errors.textAr || errors.url || (custom && errors.list) || listBusy || imageBusy) return;
    if (nobody && !nobodyAcknowledged) return setNobodyAcknowledged(true);
    setSending(true);
    try {
      const res = await publishBroadcast({ facilityId: custom ? 0 : Number(target), title, text, titleAr, textAr, url, imageUrl, mobileList: custom ? list : null, resend: locked });
      if (res.targetCount === 0) toast.info(t('broadcast.sentToNobody'));
      else toast.success(t('broadcast.sent'));
      // Account §4: after 1 s the form resets, the dialog closes and the history refreshes.
      setTimeout(onPublished, 1000);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? translateMessage(e.message) : t('common.error'));
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !sending && onClose()} placement="center" scrollBehavior="inside" size={{ base: 'full', md: 'lg' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="publish-dialog">
            <chakra.form noValidate display="flex" flexDirection="column" minH="0" flex="1" onSubmit={(e: React.FormEvent) => { e.preventDefault(); void publish(); }}>
              <Dialog.Header>
                <Dialog.Title>{locked ? t('broadcast.resendTitle') : t('broadcast.newTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <FormField label={t('broadcast.hospital')} disabled={locked} helperText={locked ? t('broadcast.lockedHospital') : undefined}>
                    <NativeSelect.Root disabled={locked}>
                      <NativeSelect.Field value={target} onChange={(e) => setTarget(e.target.value)} data-testid="publish-hospital">
                        <option value="0">{t('broadcast.allHospitals')}</option>
                        {hospitals.map((h) => (
                          <option key={h.locationId} value={String(h.locationId)}>{h.name}</option>
                        ))}
                        <option value={CUSTOM}>{t('broadcast.custom')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  {reach !== null && (
                    <Text
                      fontSize="sm"
                      role={nobody ? 'alert' : undefined}
                      color={nobody ? 'orange.fg' : 'fg.muted'}
                      fontWeight={nobody ? 'semibold' : undefined}
                      data-testid="publish-audience"
                    >
                      {nobody ? (custom ? t('broadcast.nobodyCustom') : t('broadcast.nobody')) : t('broadcast.reaches', { count: reach })}
                    </Text>
                  )}
                  <FormField label={t('broadcast.spreadsheet')} disabled={!custom} error={custom ? shown(errors.list) ?? (listError ? translateMessage(listError) : null) : null}
                    helperText={custom ? (list ? t('broadcast.numbersReady', { n: list.length }) : t('broadcast.spreadsheetHelp')) : t('broadcast.spreadsheetOnlyCustom')}>
                    <Input ref={sheetInput} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={!custom || listBusy} p="1" onChange={(e) => void pickSheet(e.target.files?.[0])} data-testid="publish-spreadsheet" />
                  </FormField>
                  {custom && (
                    <HStack justify="space-between" flexWrap="wrap" gap="2">
                      <Text fontSize="sm" color="fg.muted" aria-live="polite">{listBusy ? t('broadcast.reading') : listName && list ? t('broadcast.fileRead', { name: listName }) : ''}</Text>
                      <Button variant="plain" size="sm" color="brand.fg" textDecoration="underline" px="0" onClick={() => void downloadSample()}>
                        <Icon name="download" size={16} /> {t('broadcast.sample', { name: SAMPLE_SPREADSHEET_NAME })}
                      </Button>
                    </HStack>
                  )}
                  <FormField label={t('broadcast.type')}>
                    <NativeSelect.Root disabled>
                      <NativeSelect.Field value="2" onChange={() => undefined}>
                        <option value="2">{t('broadcast.typeUrl')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField label={t('broadcast.notificationTitle')} error={shown(errors.title)} required>
                    <Input value={title} maxLength={LIMITS.broadcastTitleMax} onChange={(e) => setTitle(e.target.value)} />
                  </FormField>
                  <FormField label={t('broadcast.message')} error={shown(errors.text)} required helperText={`${text.length}/${LIMITS.broadcastMessageMax}`}>
                    <Textarea value={text} maxLength={LIMITS.broadcastMessageMax} onChange={(e) => setText(e.target.value)} rows={3} />
                  </FormField>
                  <FormField label={t('broadcast.notificationTitleAr')} error={shown(errors.titleAr)} helperText={t('broadcast.arabicOptional')}>
                    <Input value={titleAr} lang="ar" dir="rtl" maxLength={LIMITS.broadcastTitleMax} onChange={(e) => setTitleAr(e.target.value)} data-testid="publish-title-ar" />
                  </FormField>
                  <FormField label={t('broadcast.messageAr')} error={shown(errors.textAr)} helperText={`${textAr.length}/${LIMITS.broadcastMessageMax}`}>
                    <Textarea value={textAr} lang="ar" dir="rtl" maxLength={LIMITS.broadcastMessageMax} onChange={(e) => setTextAr(e.target.value)} rows={3} data-testid="publish-message-ar" />
                  </FormField>
                  <FormField label={t('broadcast.url')} error={shown(errors.url)}>
                    {/* eslint-disable-next-line portal/no-literal-jsx-text -- a URL scheme, the same in every language */}
                    <Input type="text" inputMode="url" dir="ltr" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
                  </FormField>
                  <FormField label={t('broadcast.image')} error={imageError ? translateMessage(imageError) : null} helperText={t('broadcast.imageHelp')}>
                    <Input ref={imageInput} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" disabled={imageBusy} p="1" onChange={(e) => void pickImage(e.target.files?.[0])} data-testid="publish-image" />
                  </FormField>
                  {imageUrl && (
                    <HStack gap="3">
                      <Image src={imageUrl} alt={t('broadcast.imagePreview')} maxH="20" borderRadius="md" />
                      <Button size="xs" variant="ghost" onClick={() => { setImageUrl(null); if (imageInput.current) imageInput.current.value = ''; }}>{t('broadcast.removeImage')}</Button>
                    </HStack>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Box flex="1" />
                <Button variant="outline" onClick={onClose} disabled={sending}>{t('interested.cancel')}</Button>
                <Button type="submit" loading={sending} colorPalette="brand">{nobody && nobodyAcknowledged ? t('broadcast.publishAnyway') : t('broadcast.publish')}</Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('interested.close')} disabled={sending} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
