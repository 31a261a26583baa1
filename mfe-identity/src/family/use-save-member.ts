import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MSG, type FamilyMember } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';
import { toast } from '@portal/shared/ui';
import type { MemberValues } from '../profile/person-rules';
import { saveFamilyMember, useFamilyChange } from './family.api';
import { outcomeOfAnswer, outcomeOfError } from './family-outcome';

const payloadOf = (v: MemberValues, member: FamilyMember | null) => ({
  familyMemberId: member?.familyMemberId ?? 0,
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  dateOfBirth: v.dateOfBirth,
  mobile: v.mobile,
  callingCode: v.callingCode,
  genderId: Number(v.genderId),
  countryId: Number(v.countryId),
  documentTypeId: Number(v.documentTypeId),
  documentId: v.documentId,
  relationId: Number(v.relationId),
});

/**
 * Saving a member (docs/product.md#family-adding): by outcome Success (the message, the list asked again, closed),
 * OTPSent (the member's code dialog, `otpRef`), or the outcome's message under the form and as a toast.
 */
export function useSaveMember(form: UseFormReturn<MemberValues>, member: FamilyMember | null, onDone: (message: string) => void) {
  const [otpRef, setOtpRef] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useFamilyChange(() => saveFamilyMember(payloadOf(form.getValues(), member)));

  const done = (message: string) => {
    toast.success(translateMessage(message));
    setOtpRef(null);
    onDone(translateMessage(message));
  };
  const fail = (message: string) => {
    setFormError(translateMessage(message));
    toast.error(translateMessage(message));
  };
  const run = () => {
    setFormError(null);
    save.mutate(undefined, {
      onSuccess: (res) => {
        const referenceId = res.data && 'referenceId' in res.data ? res.data.referenceId : undefined;
        const outcome = outcomeOfAnswer(res.message.status, res.message.message, referenceId);
        if (outcome.kind === 'success') done(outcome.message);
        else if (outcome.kind === 'otp') setOtpRef(outcome.referenceId);
        else fail(outcome.message);
      },
      onError: (e) => {
        const outcome = outcomeOfError(e);
        fail(outcome.kind === 'error' ? outcome.message : MSG.somethingWentWrong);
      },
    });
  };

  return { run, busy: save.isPending, otpRef, setOtpRef, formError, clearError: () => setFormError(null), onVerified: done };
}
