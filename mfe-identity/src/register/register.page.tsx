import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { useZodForm } from '@portal/shared/forms';
import { ConfirmDialog, toast, useLater } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { OtpStep } from '../otp/otp-step';
import { useIdentifyForRegistration, useVerifyRegistrationOtp } from './register.api';
import { EMPTY_REGISTRATION, normalisedDocumentId, registrationSchema, type RegistrationDetails } from './register-rules';
import type { ProspectUser, SignUpState } from './register-state';
import { RegisterDetails } from './register-details';

const ALREADY_REGISTERED_REDIRECT_MS = 2000;

const prospectOf = (v: RegistrationDetails): ProspectUser => {
  const documentTypeId = Number(v.documentTypeId);
  return { callingCode: v.callingCode, mobile: v.mobile, documentTypeId, documentId: normalisedDocumentId(documentTypeId, v.documentId), dateOfBirth: v.dateOfBirth };
};

/**
 * /home/register (docs/product.md#accounts-registration): number, document and date of birth → 'cannot be changed later'
 * confirmation → identify (registration) → OTP step → verifyOtpForRegistration → /home/sign-up.
 */
export default function RegisterPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const later = useLater();
  const form = useZodForm(registrationSchema, { defaultValues: EMPTY_REGISTRATION, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const [confirming, setConfirming] = useState(false);
  const [referenceId, setReferenceId] = useState<string | null>(null);

  const identify = useIdentifyForRegistration();
  const check = useVerifyRegistrationOtp();

  /** Asks for a code; true when one went out (the number is new). */
  const sendCode = async (): Promise<boolean> => {
    try {
      const res = await identify.mutateAsync(prospectOf(form.getValues()));
      if (res.data?.isExistingUser) {
        toast.error(MSG.mobileAlreadyRegistered);
        later(() => navigate('/home/login', { replace: true }), ALREADY_REGISTERED_REDIRECT_MS);
        return false;
      }
      if (res.data?.otpSent && res.data.referenceId) {
        setReferenceId(res.data.referenceId);
        return true;
      }
      toast.error(res.message.message || MSG.somethingWentWrong);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : MSG.somethingWentWrong);
    }
    return false;
  };

  const verify = async (otp: string): Promise<boolean> => {
    try {
      const res = await check.mutateAsync({ referenceId: referenceId ?? '', otp });
      if (res.message.status === 'Success' && res.data?.validOtp) {
        const state: SignUpState = { otp, referanceId: referenceId ?? '', prospectUser: prospectOf(form.getValues()) };
        navigate('/home/sign-up', { state });
        return true;
      }
      toast.error(res.message.message || MSG.invalidOtpServer);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : MSG.invalidOtpServer);
    }
    return false;
  };

  const resend = async () => {
    const sent = await sendCode();
    if (sent) toast.success(t('otp.resent'));
    return sent;
  };

  return (
    <PublicFrame>
      {referenceId ? (
        <OtpStep title={t('register.otpTitle')} callingCode={form.getValues('callingCode')} mobile={form.getValues('mobile')} onVerify={verify} onResend={resend} onBack={() => setReferenceId(null)} />
      ) : (
        <RegisterDetails form={form} onValid={() => setConfirming(true)} />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('register.confirmTitle')}
        body={t('register.confirmBody')}
        onConfirm={() => void sendCode().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
        busy={identify.isPending}
      />
    </PublicFrame>
  );
}
