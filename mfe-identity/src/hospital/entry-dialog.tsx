import type { FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { DobField, useZodForm } from '@portal/shared/forms';
import { Button, CloseButton, Dialog, Portal, Stack, Text, toast } from '@portal/shared/ui';
import { entrySchema } from './entry-rules';
import { useSaveEntry, type HospitalLocation } from './hospital.api';
import { HospitalList } from './hospital-list';

export type EntryMode = 'complete' | 'choose';

export interface EntryDialogProps {
  open: boolean;
  mode: EntryMode;
  hospitals: HospitalLocation[] | null;
  /** The hospital to preselect (the current one, when changing it). */
  currentFacilityId?: number | null;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * 'Complete your Profile' (date of birth + hospital) or 'Choose Hospital' (hospital only; docs/product.md#accounts-profile).
 * Saving the hospital calls preferredfacility and updates the session, which emits 'hospital'. The form
 * is mounted with each opening, so it starts from the current hospital every time.
 */
export function EntryDialog({ open, onClose, ...form }: EntryDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md" placement="center" scrollBehavior="inside" closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`entry-dialog-${form.mode}`}>
            <EntryForm {...form} onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The date of birth (when asked) and the hospital; saved in that order. */
function EntryForm({ mode, hospitals, currentFacilityId = null, onClose, onSaved }: Omit<EntryDialogProps, 'open'>) {
  const { t } = useTranslation('identity');
  const form = useZodForm(entrySchema(mode === 'complete', hospitals), { defaultValues: { dateOfBirth: '', facilityId: currentFacilityId }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const hospital = useController({ control: form.control, name: 'facilityId' });
  const save = useSaveEntry({
    onSuccess: () => {
      toast.success(mode === 'complete' ? translateMessage(MSG.profileUpdated) : t('account.hospital.saved'));
      onSaved?.();
      onClose();
    },
    onError: (err) => {
      const dobRefused = mode === 'complete' && isApiError(err) && (err.message === MSG.emiratesIdDobMismatch || err.message === MSG.dobInFuture);
      if (dobRefused) form.setError('dateOfBirth', { message: err.message });
      else toast.error(translateMessage(isApiError(err) ? err.message : MSG.somethingWentWrong));
    },
  });

  const valid = form.handleSubmit((v) => {
    const chosen = hospitals?.find((h) => h.locationId === v.facilityId);
    if (chosen) save.mutate({ hospital: chosen, dateOfBirth: mode === 'complete' ? v.dateOfBirth : undefined });
  });
  const submit = (e: FormEvent) => (save.isPending ? e.preventDefault() : void valid(e));

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{mode === 'complete' ? t('account.hospital.completeTitle') : t('account.hospital.chooseTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">{mode === 'complete' ? t('account.hospital.completeIntro') : t('account.hospital.chooseIntro')}</Text>
          {mode === 'complete' ? (
            <DobField control={form.control} name="dateOfBirth" label={t('account.fields.dateOfBirth')} required id="entry-dob" />
          ) : null}
          <HospitalList hospitals={hospitals} value={hospital.field.value} onChange={hospital.field.onChange} error={hospital.fieldState.error ? t('account.hospital.required') : null} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('common:button.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="entry-save">
          {t('common:button.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('common:button.close')} />
      </Dialog.CloseTrigger>
    </form>
  );
}
