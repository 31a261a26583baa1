import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { isApiError } from '@portal/shared/api';
import { MSG, SHARE_EXPIRY_CHOICES, SHARE_LABEL_MAX, SHARE_PASSCODE, SUMMARY_SECTIONS, type CreatedShare, type SummarySection } from '@portal/shared/contracts';
import { shareFormSchema } from '@portal/shared/contracts/schemas';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { Button, Checkbox, Dialog, Flex, FormField, Icon, Input, NativeSelect, PasswordInput, Portal, Stack, Text, Textarea, chakra, toast } from '@portal/shared/ui';
import { useCreateShare } from './summary.api';

export interface ShareDialogProps {
  open: boolean;
  familyMemberId: number;
  onClose: () => void;
}

/**
 * Share the summary as a SMART Health Link: which sections, for how long (1 hour to 30 days), an optional passcode
 * and a label; then the link with its QR code and a copy button. The link carries the key: it is shown here once, and
 * the portal cannot show it again (it keeps only the encrypted summary).
 */
export default function ShareDialog({ open, familyMemberId, onClose }: ShareDialogProps) {
  const { t, i18n } = useTranslation('records');
  const [made, setMade] = useState<CreatedShare | null>(null);
  const create = useCreateShare();
  // Checked on Create link, then as the fields change (as the server checks the same rules again).
  const form = useZodForm(shareFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { sections: [...SUMMARY_SECTIONS], expiresInHours: 24, passcode: '', label: '' },
  });
  const { errors } = form.formState;
  const sections = form.watch('sections');
  const sectionsError = errors.sections?.message ? t(`share.${errors.sections.message}`) : null;
  const passcodeError = errors.passcode?.message ? t(`share.${errors.passcode.message}`, { min: SHARE_PASSCODE.min, max: SHARE_PASSCODE.max }) : null;
  const serverError = create.error ? (isApiError(create.error) && create.error.status !== 500 ? create.error.message : translateMessage(MSG.somethingWentWrongTryLaterNoDot)) : null;

  const submit = form.handleSubmit((v) =>
    create.mutate({ familyMemberId, ...v, lang: i18n.language === 'ar' ? 'ar' : 'en' }, { onSuccess: setMade }),
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made!.viewerUrl);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  const toggle = (s: SummarySection, on: boolean) =>
    form.setValue('sections', on ? SUMMARY_SECTIONS.filter((x) => x === s || sections.includes(x)) : sections.filter((x) => x !== s), { shouldValidate: form.formState.isSubmitted });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', md: 'md' }} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>{made ? t('share.madeTitle') : t('share.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {made ? (
                <Stack gap="4" data-testid="share-made">
                  <Text>{t('share.madeHint')}</Text>
                  <Flex justify="center" p="3" bg="white" borderRadius="md" borderWidth="1px">
                    <QRCodeSVG value={made.viewerUrl} level="M" size={232} marginSize={4} title={t('share.qrTitle')} role="img" aria-label={t('share.qrTitle')} />
                  </Flex>
                  <FormField label={t('share.linkLabel')} id="share-link">
                    <Textarea readOnly value={made.viewerUrl} rows={4} dir="ltr" fontFamily="mono" fontSize="xs" onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
                  </FormField>
                  <Button colorPalette="brand" onClick={() => void copy()} alignSelf="flex-start">
                    <Icon name="copy" />
                    {t('share.copy')}
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    {made.link.passcode ? t('share.passcodeNote') : t('share.noPasscodeNote')}
                  </Text>
                </Stack>
              ) : (
                <form id="share-form" onSubmit={(e) => void submit(e)} noValidate>
                  <Stack gap="5">
                    <chakra.fieldset>
                      <chakra.legend fontWeight="medium" mb="2">{t('share.sections')}</chakra.legend>
                      <Stack gap="2">
                        {SUMMARY_SECTIONS.map((s) => (
                          <Checkbox.Root key={s} checked={sections.includes(s)} onCheckedChange={(e) => toggle(s, e.checked === true)} ids={{ hiddenInput: `share-section-${s}` }}>
                            <Checkbox.HiddenInput aria-describedby={sectionsError ? 'share-sections-error' : undefined} />
                            <Checkbox.Control />
                            <Checkbox.Label fontWeight="normal">{t(`summary.sections.${s}`)}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Stack>
                      {sectionsError ? <Text id="share-sections-error" role="alert" color="fg.error" fontSize="sm" mt="2">{sectionsError}</Text> : null}
                      <Text fontSize="sm" color="fg.muted" mt="2">{t('share.sectionsHint')}</Text>
                    </chakra.fieldset>
                    <FormField label={t('share.expiry')} id="share-expiry">
                      <NativeSelect.Root>
                        <NativeSelect.Field id="share-expiry" {...form.register('expiresInHours', { valueAsNumber: true })}>
                          {SHARE_EXPIRY_CHOICES.map((h) => (
                            <option key={h} value={h}>{h < 24 ? t('share.hours', { count: h }) : t('share.days', { count: h / 24 })}</option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label={t('share.passcode')} id="share-passcode" error={passcodeError} helperText={t('share.passcodeHint', { min: SHARE_PASSCODE.min, attempts: SHARE_PASSCODE.attempts })}>
                      <Controller
                        control={form.control}
                        name="passcode"
                        render={({ field }) => <PasswordInput name="passcode" value={field.value} onChange={field.onChange} onBlur={field.onBlur} autoComplete="new-password" invalid={Boolean(passcodeError)} />}
                      />
                    </FormField>
                    <FormField label={t('share.label')} id="share-label" helperText={t('share.labelHint')}>
                      <Input maxLength={SHARE_LABEL_MAX} {...form.register('label')} />
                    </FormField>
                    {serverError ? <Text role="alert" color="fg.error">{serverError}</Text> : null}
                  </Stack>
                </form>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {made ? (
                <Button onClick={onClose}>{t('common.close')}</Button>
              ) : (
                <Flex gap="3">
                  <Button variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
                  <Button type="submit" form="share-form" colorPalette="brand" loading={create.isPending}>{t('share.create')}</Button>
                </Flex>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('common.close')} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
