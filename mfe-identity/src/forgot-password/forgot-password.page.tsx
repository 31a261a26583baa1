import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { useZodForm } from '@portal/shared/forms';
import { toast, useLater } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { OtpStep } from '../otp/otp-step';
import { sendOtpFailureMessage } from './forgot-password-outcome';
import { useResetPassword, useSendPasswordOtp, verifyOtpForPassword } from './forgot-password.api';
import { EMPTY_IDENTITY, forgotIdentifySchema } from './forgot-password-rules';
import { ForgotIdentify } from './forgot-identify';
import { ForgotNewPassword } from './forgot-new-password';

/** docs/product.md#accounts-passwords: the OTP step follows 3 s after 'OTP sent…'; login 3 s after 'Your password has been reset'. */
const STEP_DELAY_MS = 3000;

/**
 * /home/forgotpassword (docs/product.md#accounts-passwords): mobile + date of birth → OTP → new password, each outcome with
 * the spec's message; then back to login.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const later = useLater();
  const identity = useZodForm(forgotIdentifySchema, { defaultValues: EMPTY_IDENTITY, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const [step, setStep] = useState<'identify' | 'otp' | 'password'>('identify');
  const [otp, setOtp] = useState('');
  const [waiting, setWaiting] = useState(false);
  const after = (run: () => void) => {
    setWaiting(true);
    later(() => {
      setWaiting(false);
      run();
    }, STEP_DELAY_MS);
  };
  const number = () => ({ callingCode: identity.getValues('callingCode'), mobile: identity.getValues('mobile') });

  const sending = useSendPasswordOtp();
  /** Sends the code; true when it went. */
  const send = async () => {
    try {
      const res = await sending.mutateAsync({ ...number(), dateOfBirth: identity.getValues('dateOfBirth') });
      if (res.message.status === 'Success') {
        toast.success(MSG.otpSent);
        return true;
      }
      toast.error(sendOtpFailureMessage({ status: res.message.status }));
    } catch (err) {
      toast.error(sendOtpFailureMessage({ httpStatus: isApiError(err) ? err.status : 0, serverMessage: isApiError(err) ? err.message : undefined }));
    }
    return false;
  };
  const verify = async (code: string): Promise<boolean> => {
    const valid = await verifyOtpForPassword({ ...number(), otp: code }).then((res) => Boolean(res.data?.validOtp), () => false);
    if (valid) {
      setOtp(code);
      setStep('password');
      return true;
    }
    toast.error(MSG.invalidOtpServer);
    return false;
  };
  const resetting = useResetPassword();
  const reset = async (newPassword: string) => {
    const res = await resetting.mutateAsync({ ...number(), otp, newPassword }).catch(() => null);
    if (res?.message.status === 'Success') {
      toast.success(MSG.passwordReset);
      after(() => navigate('/home/login', { replace: true }));
      return 'done' as const;
    }
    if (res?.message.message === MSG.newPasswordSameAsOld) return 'sameAsOld' as const;
    toast.error(MSG.errorResettingPassword);
    return 'failed' as const;
  };

  return (
    <PublicFrame>
      {step === 'otp' ? (
        <OtpStep title={t('forgot.otpTitle')} {...number()} onVerify={verify} onResend={send} onBack={() => setStep('identify')} />
      ) : step === 'password' ? (
        <ForgotNewPassword busy={resetting.isPending} waiting={waiting} reset={reset} />
      ) : (
        <ForgotIdentify form={identity} busy={sending.isPending} waiting={waiting} onValid={() => void send().then((sent) => sent && after(() => setStep('otp')))} />
      )}
    </PublicFrame>
  );
}
