import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MSG, dobMessage } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Button, CloseButton, Dialog, FormField, Portal, Stack, Text, toast, DobInput } from '@portal/shared/ui';
import { chooseHospital } from './choose-hospital';
import { saveDateOfBirth, type HospitalLocation } from './hospital.api';
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
  const [facilityId, setFacilityId] = useState<number | null>(currentFacilityId);
  const [dob, setDob] = useState('');
  const [dobError, setDobError] = useState<string | null>(null);
  const [hospitalError, setHospitalError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (chosen: HospitalLocation) => {
      if (mode === 'complete') {
        await saveDateOfBirth(dob);
        useSession.getState().updateUser({ isDOBAvailable: true });
      }
      await chooseHospital(chosen);
    },
    onSuccess: () => {
      toast.success(mode === 'complete' ? translateMessage(MSG.profileUpdated) : t('account.hospital.saved'));
      onSaved?.();
      onClose();
    },
    onError: (err) => {
      const dobRefused = mode === 'complete' && isApiError(err) && (err.message === MSG.emiratesIdDobMismatch || err.message === MSG.dobInFuture);
      if (dobRefused) setDobError(translateMessage(err.message));
      else toast.error(translateMessage(isApiError(err) ? err.message : MSG.somethingWentWrong));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const dobProblem = mode === 'complete' ? dobMessage(dob) : null;
    const chosen = hospitals?.find((h) => h.locationId === facilityId);
    setDobError(dobProblem ? translateMessage(dobProblem) : null);
    setHospitalError(chosen ? null : t('account.hospital.required'));
    if (!dobProblem && chosen) save.mutate(chosen);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{mode === 'complete' ? t('account.hospital.completeTitle') : t('account.hospital.chooseTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">{mode === 'complete' ? t('account.hospital.completeIntro') : t('account.hospital.chooseIntro')}</Text>
          {mode === 'complete' ? (
            <FormField label={t('account.fields.dateOfBirth')} required error={dobError} id="entry-dob">
              <DobInput value={dob} onChange={(v) => (setDob(v), dobError && setDobError(null))} />
            </FormField>
          ) : null}
          <HospitalList hospitals={hospitals} value={facilityId} onChange={(id) => (setFacilityId(id), setHospitalError(null))} error={hospitalError} />
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
