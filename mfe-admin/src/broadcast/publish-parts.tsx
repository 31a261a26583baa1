import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, SAMPLE_SPREADSHEET_NAME, type MobileListEntry } from '@portal/shared/contracts';
import { numberFormat, translateMessage } from '@portal/shared/i18n';
import { Button, FormField, HStack, Icon, Image, Input, Text, toast } from '@portal/shared/ui';
import { saveFile } from '../exports/exports.api';
import { getSampleSpreadsheet, useUploadImage, useUploadMobileList } from './broadcast.api';

const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

export type Spreadsheet = ReturnType<typeof useUploadMobileList>;

/** The .xlsx of Country Code and Mobile No (only for Custom), its state, and the sample to download. */
export function SpreadsheetField({ sheet, custom, list, required, onPicked }: { sheet: Spreadsheet; custom: boolean; list: MobileListEntry[] | null; required: boolean; onPicked: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const error = sheet.isError ? messageOf(sheet.error, MSG.invalidEmptyFile) : required ? MSG.selectExcelWithValidData : null;
  const pick = (file: File | undefined) => {
    onPicked();
    if (!file) return sheet.reset();
    sheet.mutate(file, { onError: () => input.current && (input.current.value = '') });
  };
  const downloadSample = async () => {
    try {
      saveFile(await getSampleSpreadsheet(), SAMPLE_SPREADSHEET_NAME);
    } catch {
      toast.error(t('common.error'));
    }
  };
  return (
    <>
      <FormField label={t('broadcast.spreadsheet')} disabled={!custom} error={custom && error ? translateMessage(error) : null}
        helperText={custom ? (list ? t('broadcast.numbersReady', { count: list.length, total: numberFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-US').format(list.length) }) : t('broadcast.spreadsheetHelp')) : t('broadcast.spreadsheetOnlyCustom')}>
        <Input ref={input} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={!custom || sheet.isPending} p="1" onChange={(e) => pick(e.target.files?.[0])} data-testid="publish-spreadsheet" />
      </FormField>
      {custom && (
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">{sheet.isPending ? t('broadcast.reading') : sheet.data ? t('broadcast.fileRead', { name: sheet.data.name }) : ''}</Text>
          <Button variant="plain" size="sm" color="brand.fg" textDecoration="underline" px="0" onClick={() => void downloadSample()}>
            <Icon name="download" size={16} /> {t('broadcast.sample', { name: SAMPLE_SPREADSHEET_NAME })}
          </Button>
        </HStack>
      )}
    </>
  );
}

/** The optional image: uploaded when chosen (jpg or png), previewed, removable. `initial` is a re-send's. */
export function useImage(initial: string | null) {
  const upload = useUploadImage();
  const [removed, setRemoved] = useState(false);
  const url = removed ? null : upload.isIdle ? initial : (upload.data ?? null);
  const pick = (file: File | undefined, onError: () => void) => {
    setRemoved(false);
    if (!file) return upload.reset();
    upload.mutate(file, { onError });
  };
  const remove = () => {
    upload.reset();
    setRemoved(true);
  };
  return { upload, url, pick, remove };
}
export type BroadcastImage = ReturnType<typeof useImage>;

export function ImageField({ image }: { image: BroadcastImage }) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const { upload, url } = image;
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <FormField label={t('broadcast.image')} error={upload.isError ? translateMessage(messageOf(upload.error, MSG.profileImageError)) : null} helperText={t('broadcast.imageHelp')}>
        <Input ref={input} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" disabled={upload.isPending} p="1" onChange={(e) => image.pick(e.target.files?.[0], clearInput)} data-testid="publish-image" />
      </FormField>
      {url && (
        <HStack gap="3">
          <Image src={url} alt={t('broadcast.imagePreview')} maxH="20" borderRadius="md" />
          <Button size="xs" variant="ghost" onClick={() => { clearInput(); image.remove(); }}>{t('broadcast.removeImage')}</Button>
        </HStack>
      )}
    </>
  );
}
