import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CALLING_CODE, MSG, formatDisplayDate, formatEmiratesId, type FamilyMember } from '@portal/shared/rules';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { ConfirmDialog, toast } from '@portal/shared/ui';
import { hasMissing, memberSchema, type MemberValues } from '../profile/person-rules';
import { FamilyOtpDialog } from './family-otp.dialog';
import { MemberForm } from './member-form';
import { MemberFrame } from './member-frame';
import { useSaveMember } from './use-save-member';

const EMPTY: MemberValues = {
  firstName: '', lastName: '', email: '', dateOfBirth: '', genderId: '', countryId: '', documentTypeId: '', documentId: '',
  mobile: '', callingCode: DEFAULT_CALLING_CODE, relationId: '',
};

function toValues(m: FamilyMember): MemberValues {
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    dateOfBirth: formatDisplayDate(m.dateOfBirth) ?? m.dateOfBirth,
    genderId: String(m.genderId),
    countryId: String(m.countryId),
    documentTypeId: String(m.documentTypeId),
    documentId: m.documentTypeId === 1 ? formatEmiratesId(m.documentId) : m.documentId,
    mobile: m.mobile,
    callingCode: m.callingCode,
    relationId: String(m.relationId),
  };
}

export interface MemberDialogProps {
  open: boolean;
  /** null = Add New Member. */
  member: FamilyMember | null;
  onClose: () => void;
  /** After a successful add or edit, with the message shown (the family is asked again by then). */
  onSaved: (message: string) => void;
}

/**
 * Add or Edit a family member (docs/product.md#family): Personal details tab and, for an existing member, a
 * Documents tab. Add asks for confirmation, then by outcome: Success, OTPSent (OTP dialog), NotFound,
 * 429, or the generic error. Edit saves directly. A fresh form for each opening (the page keys it).
 */
export function MemberDialog({ open, member, onClose, onSaved }: MemberDialogProps) {
  const { t } = useTranslation('identity');
  const holder = useSession((s) => s.user);
  const editing = member !== null;
  const form = useZodForm(memberSchema(holder ? { mobile: holder.mobile, callingCode: holder.callingCode } : null), {
    defaultValues: member ? toValues(member) : EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [confirm, setConfirm] = useState(false);
  const saving = useSaveMember(form, member, (message) => (onSaved(message), onClose()));
  const submit = form.handleSubmit(
    () => (editing ? saving.run() : setConfirm(true)),
    (errors) => void (hasMissing(errors) && toast.error(translateMessage(MSG.allFieldsRequired))),
  );

  return (
    <>
      <MemberFrame open={open} member={member} busy={saving.busy} onClose={() => !saving.otpRef && onClose()}>
        <MemberForm form={form} editing={editing} formError={saving.formError} onChange={saving.clearError} onSubmit={() => void submit()} />
      </MemberFrame>
      <ConfirmDialog
        open={confirm}
        title={t('account.family.confirmAddTitle')}
        body={t('account.family.confirmAddBody')}
        confirmLabel={t('common:button.yes')}
        cancelLabel={t('common:button.no')}
        onConfirm={() => (setConfirm(false), saving.run())}
        onCancel={() => setConfirm(false)}
      />
      {saving.otpRef ? (
        <FamilyOtpDialog
          open
          referenceId={saving.otpRef}
          callingCode={form.getValues('callingCode')}
          mobile={form.getValues('mobile')}
          onReference={saving.setOtpRef}
          onVerified={saving.onVerified}
          onClose={() => saving.setOtpRef(null)}
        />
      ) : null}
    </>
  );
}
