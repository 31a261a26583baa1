import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DEFAULT_CALLING_CODE, MSG, isValidMobile, passwordMessage } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { Button, FormField, Heading, Link, MobileInput, Stack, Text, toast, DobInput, PasswordInput } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { displayDobMessage } from '../fields/dob-rule';
import { focusField } from '../fields/focus-field';
import { useCountries } from '../lookups/use-lookups';
import { OtpStep } from '../otp/otp-step';
import { specKey } from '../register/register-rules';
import { sendOtpFailureMessage } from './forgot-password-outcome';
import { resetPassword, sendOtpForPassword, verifyOtpForPassword } from './forgot-password.api';

/** Spec account §9: the OTP step follows 3 s after 'OTP sent…'; login 3 s after 'Your password has been reset'. */
const STEP_DELAY_MS = 3000;

type Step = 'identify' | 'otp' | 'password';

/**
 * /home/forgotpassword (account §2, §4): mobile + date of birth → OTP → new password, each outcome with
 * the spec's message; then back to login.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const countries = useCountries();
  const [step, setStep] = useState<Step>('identify');
  const [callingCode, setCallingCode] = useState(DEFAULT_CALLING_CODE);
  const [mobile, setMobile] = useState('');
  const [dob, setDob] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const later = (fn: () => void) => {
    setWaiting(true);
    timer.current = setTimeout(() => {
      setWaiting(false);
      fn();
    }, STEP_DELAY_MS);
  };

  const send = async (): Promise<boolean> => {
    try {
      const res = await sendOtpForPassword({ callingCode, mobile, dateOfBirth: dob });
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

  // ── step 1 ──
  const mobileError = submitted && !isValidMobile(mobile) ? t('common:msg.invalidMobile') : null;
  const dobText = submitted ? displayDobMessage(dob) : null;
  const submitIdentify = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || waiting) return;
    setSubmitted(true);
    if (!isValidMobile(mobile)) return focusField('forgot-mobile');
    if (displayDobMessage(dob)) return focusField('forgot-dob');
    setBusy(true);
    const ok = await send();
    setBusy(false);
    if (ok) later(() => setStep('otp'));
  };

  // ── step 2 ──
  const verify = async (code: string): Promise<boolean> => {
    try {
      const res = await verifyOtpForPassword({ callingCode, mobile, otp: code });
      if (res.data?.validOtp) {
        setOtp(code);
        setSubmitted(false);
        setStep('password');
        return true;
      }
    } catch {
      // Same message as a wrong code: the person can only try again.
    }
    toast.error(MSG.invalidOtpServer);
    return false;
  };
  const resend = async () => send();

  // ── step 3 ──
  // The server alone knows the current password: it refuses it as the new one (account §5), shown on the field.
  const [refusedPassword, setRefusedPassword] = useState<string | null>(null);
  const passwordError = submitted && step === 'password' ? passwordMessage(password) ?? (refusedPassword !== null && refusedPassword === password ? MSG.newPasswordSameAsOld : null) : null;
  const confirmError = submitted && step === 'password' && password !== confirm ? MSG.passwordMismatch : null;
  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || waiting) return;
    setSubmitted(true);
    if (passwordMessage(password)) return focusField('forgot-password');
    if (password !== confirm) return focusField('forgot-confirm');
    setBusy(true);
    try {
      const res = await resetPassword({ callingCode, mobile, otp, newPassword: password });
      if (res.message.status === 'Success') {
        toast.success(MSG.passwordReset);
        later(() => navigate('/home/login', { replace: true }));
        return;
      }
      if (res.message.message === MSG.newPasswordSameAsOld) {
        setRefusedPassword(password);
        focusField('forgot-password');
        return;
      }
      toast.error(MSG.errorResettingPassword);
    } catch {
      toast.error(MSG.errorResettingPassword);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'otp') {
    return (
      <PublicFrame>
        <OtpStep title={t('forgot.otpTitle')} callingCode={callingCode} mobile={mobile} onVerify={verify} onResend={resend} onBack={() => setStep('identify')} />
      </PublicFrame>
    );
  }

  if (step === 'password') {
    return (
      <PublicFrame>
        <form onSubmit={submitPassword} noValidate aria-labelledby="forgot-title">
      <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="2xl" id="forgot-title">
              {t('forgot.newPasswordTitle')}
            </Heading>
            <Text color="fg.muted">{t('field.passwordHint')}</Text>
          </Stack>
          <FormField label={t('field.newPassword')} error={passwordError ? t(specKey(passwordError)) : null} required id="forgot-password">
            <PasswordInput name="newPassword" value={password} onChange={setPassword} autoComplete="new-password" required />
          </FormField>
          <FormField label={t('field.confirmPassword')} error={confirmError ? t(specKey(confirmError)) : null} required id="forgot-confirm">
            <PasswordInput name="confirmPassword" value={confirm} onChange={setConfirm} autoComplete="new-password" required />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} disabled={waiting} data-testid="forgot-reset">
            {t('forgot.reset')}
          </Button>
        </Stack>
      </form>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame>
      <form onSubmit={submitIdentify} noValidate aria-labelledby="forgot-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl" id="forgot-title">
            {t('forgot.title')}
          </Heading>
          <Text color="fg.muted">{t('forgot.subtitle')}</Text>
        </Stack>
        <MobileInput
          id="forgot-mobile"
          countries={countries}
          callingCode={callingCode}
          onCallingCodeChange={setCallingCode}
          value={mobile}
          onChange={setMobile}
          label={t('field.mobile')}
          error={mobileError}
          required
          disabled={waiting}
        />
        <FormField label={t('field.dateOfBirth')} error={dobText ? t(specKey(dobText)) : null} required id="forgot-dob">
          <DobInput value={dob} onChange={setDob} disabled={waiting} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} disabled={waiting} data-testid="forgot-send">
          {t('forgot.send')}
        </Button>
        <Text textAlign="center" textStyle="sm">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/home/login">{t('forgot.backToLogin')}</RouterLink>
          </Link>
        </Text>
      </Stack>
      </form>
    </PublicFrame>
  );
}
