import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, type MobileListEntry } from '@portal/shared/contracts';
import { broadcastMessageArSchema, broadcastMessageSchema, broadcastTitleArSchema, broadcastTitleSchema, broadcastUrlSchema } from '@portal/shared/contracts/schemas';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, chakra, Dialog, FormField, Icon, Input, NativeSelect, Portal, Stack, Text, Textarea, toast } from '@portal/shared/ui';
import { audienceQuery, usePublishBroadcast, useUploadMobileList, type HospitalOption } from './broadcast.api';
import { ImageField, SpreadsheetField, useImage } from './publish-parts';

/** What a re-send of a spreadsheet notification starts from (docs/product.md#administration-broadcasts). */
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
  /** Called 1 s after a successful publish (docs/product.md#administration-broadcasts): the page closes the dialog and shows the history from its first page. */
  onPublished: () => void;
}

const CUSTOM = 'custom';
/** The broadcast rules of the API (docs/product.md#administration-broadcasts), field by field. */
const publishSchema = z.object({ target: z.string(), title: broadcastTitleSchema, text: broadcastMessageSchema, titleAr: broadcastTitleArSchema, textAr: broadcastMessageArSchema, url: broadcastUrlSchema });

/**
 * Publish a broadcast (docs/product.md#administration-broadcasts): hospital All, one, or Custom (an uploaded .xlsx of Country Code and
 * Mobile No, checked by the server row by row; the sample is downloadable), type 'In URL', title ≤ 30,
 * message 2–120 with a live counter, an optional http(s) URL and an optional image. The form lives while the
 * dialog is open: each opening starts from the prefill (or empty).
 */
export function PublishDialog({ open, onClose, ...props }: PublishDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside" size={{ base: 'full', md: 'lg' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="publish-dialog">{open ? <PublishForm {...props} onClose={onClose} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PublishForm({ hospitals, prefill, onClose, onPublished }: Omit<PublishDialogProps, 'open'>) {
  const { t } = useTranslation('admin');
  const locked = Boolean(prefill);
  const form = useZodForm(publishSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { target: prefill ? CUSTOM : '0', title: prefill?.title ?? '', text: prefill?.text ?? '', titleAr: prefill?.titleAr ?? '', textAr: prefill?.textAr ?? '', url: prefill?.url ?? '' },
  });
  const sheet = useUploadMobileList();
  const image = useImage(prefill?.imageUrl ?? null);
  // Publishing to nobody takes a second, deliberate click after the warning (for this target and list).
  const [acknowledged, setAcknowledged] = useState(false);
  const target = form.watch('target');
  const custom = target === CUSTOM;
  const list = sheet.isIdle ? (prefill?.mobileList ?? null) : (sheet.data?.list ?? null);
  const audience = useQuery({ ...audienceQuery(custom ? 0 : Number(target)), enabled: !custom });
  // How many accounts this broadcast reaches (null while not known; a re-send's numbers were counted when first uploaded).
  const reach = custom ? (sheet.data?.accountCount ?? null) : (audience.data ?? null);
  const nobody = reach === 0;
  const listMissing = custom && !sheet.isPending && (!list || list.length === 0);
  const publish = usePublishBroadcast();
  const sending = publish.isPending || publish.isSuccess;
  const submit = form.handleSubmit((v) => {
    if (listMissing || sheet.isError || image.upload.isPending) return;
    if (nobody && !acknowledged) return setAcknowledged(true);
    publish.mutate(
      { facilityId: custom ? 0 : Number(v.target), title: v.title, text: v.text, titleAr: v.titleAr ?? '', textAr: v.textAr ?? '', url: v.url, imageUrl: image.url, mobileList: custom ? list : null, resend: locked },
      {
        onSuccess: (res) => {
          if (res.targetCount === 0) toast.warning(t('broadcast.sentToNobody'));
          else toast.success(t('broadcast.sent'));
          // After 1 s the form resets, the dialog closes and the page shows the history's first page.
          setTimeout(onPublished, 1000);
        },
        onError: (e) => toast.error(e.message ? translateMessage(e.message) : t('common.error')),
      },
    );
  });

  return (
    <>
      <chakra.form noValidate display="flex" flexDirection="column" minH="0" flex="1" onSubmit={submit}>
        <Dialog.Header>
          <Dialog.Title>{locked ? t('broadcast.resendTitle') : t('broadcast.newTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <FormField label={t('broadcast.hospital')} disabled={locked} helperText={locked ? t('broadcast.lockedHospital') : undefined}>
              <NativeSelect.Root disabled={locked}>
                <NativeSelect.Field {...form.register('target', { onChange: () => setAcknowledged(false) })} data-testid="publish-hospital">
                  <option value="0">{t('broadcast.allHospitals')}</option>
                  {hospitals.map((h) => (
                    <option key={h.locationId} value={String(h.locationId)}>{h.name}</option>
                  ))}
                  <option value={CUSTOM}>{t('broadcast.custom')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {reach !== null && <Audience reach={reach} custom={custom} />}
            <SpreadsheetField sheet={sheet} custom={custom} list={list} required={form.formState.isSubmitted && listMissing} onPicked={() => setAcknowledged(false)} />
            <MessageFields form={form} />
            <ImageField image={image} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Box flex="1" />
          <Button variant="outline" onClick={onClose} disabled={sending}>{t('interested.cancel')}</Button>
          <Button type="submit" loading={sending} colorPalette="brand">{nobody && acknowledged ? t('broadcast.publishAnyway') : t('broadcast.publish')}</Button>
        </Dialog.Footer>
      </chakra.form>
      <Dialog.CloseTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('interested.close')} disabled={sending} position="absolute" insetEnd="2" top="2" px="0">
          <Icon name="close" size={18} />
        </Button>
      </Dialog.CloseTrigger>
    </>
  );
}

function Audience({ reach, custom }: { reach: number; custom: boolean }) {
  const { t } = useTranslation('admin');
  const nobody = reach === 0;
  return (
    <Text fontSize="sm" role={nobody ? 'alert' : undefined} color={nobody ? 'orange.fg' : 'fg.muted'} fontWeight={nobody ? 'semibold' : undefined} data-testid="publish-audience">
      {nobody ? (custom ? t('broadcast.nobodyCustom') : t('broadcast.nobody')) : t('broadcast.reaches', { count: reach })}
    </Text>
  );
}

/** Type 'In URL', the title and message in English and (optionally) Arabic, with counters, and the URL. */
function MessageFields({ form }: { form: ReturnType<typeof useZodForm<typeof publishSchema>> }) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  const shown = (e: { message?: string } | undefined) => (e?.message ? translateMessage(e.message) : null);
  const text = form.watch('text') ?? '';
  const textAr = form.watch('textAr') ?? '';
  return (
    <>
      <FormField label={t('broadcast.type')}>
        <NativeSelect.Root disabled>
          <NativeSelect.Field value="2" onChange={() => undefined}>
            <option value="2">{t('broadcast.typeUrl')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('broadcast.notificationTitle')} error={shown(errors.title)} required>
        {/* The English version is typed left to right on an Arabic page too, as the Arabic one is right to left. */}
        <Input {...form.register('title')} lang="en" dir="ltr" maxLength={LIMITS.broadcastTitleMax} data-testid="publish-title" />
      </FormField>
      <FormField label={t('broadcast.message')} error={shown(errors.text)} required helperText={`${String(text).length}/${LIMITS.broadcastMessageMax}`}>
        <Textarea {...form.register('text')} lang="en" dir="ltr" maxLength={LIMITS.broadcastMessageMax} rows={3} data-testid="publish-message" />
      </FormField>
      <FormField label={t('broadcast.notificationTitleAr')} error={shown(errors.titleAr)} helperText={t('broadcast.arabicOptional')}>
        <Input {...form.register('titleAr')} lang="ar" dir="rtl" maxLength={LIMITS.broadcastTitleMax} data-testid="publish-title-ar" />
      </FormField>
      <FormField label={t('broadcast.messageAr')} error={shown(errors.textAr)} helperText={`${String(textAr).length}/${LIMITS.broadcastMessageMax}`}>
        <Textarea {...form.register('textAr')} lang="ar" dir="rtl" maxLength={LIMITS.broadcastMessageMax} rows={3} data-testid="publish-message-ar" />
      </FormField>
      <FormField label={t('broadcast.url')} error={shown(errors.url)}>
        {/* eslint-disable-next-line portal/no-literal-jsx-text -- a URL scheme, the same in every language */}
        <Input {...form.register('url')} type="text" inputMode="url" dir="ltr" placeholder="https://" />
      </FormField>
    </>
  );
}
