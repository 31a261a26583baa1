import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MSG, type LangCode } from '@portal/shared/rules';
import { toast, useBrandTheme } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { OtpStep } from '../otp/otp-step';
import { identifyForLogin, loginWithOtp } from './login.api';
import { loginErrorMessage } from './login-errors';
import { isOtpForLoginState } from './login-state';
import { clearLoginHandoff, loginHandoffFor } from './login-handoff';
import { finishLogin } from './finish-login';

/**
 * /home/otpforlogin (docs/product.md#accounts-sign-in): the login OTP. Success stores the session (the store emits
 * `login` on the bus) and opens the dashboard; the single-sign-on variant goes to its external page.
 */
export default function OtpLoginPage() {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const { state } = useLocation();
  const { brand } = useBrandTheme();
  const handoff = isOtpForLoginState(state) ? loginHandoffFor(state.callingCode, state.loginMobile) : null;
  // No ticket in this tab's memory (a reload, a pasted address): the password step comes first.
  if (!handoff) return <Navigate to="/home/login" replace />;
  const { callingCode, mobile, loginTicket } = handoff;
  const lang = (): LangCode => (i18n.language === 'ar' ? 'ar' : 'en');

  const verify = async (otp: string): Promise<boolean> => {
    try {
      const res = await loginWithOtp({ callingCode, mobile, loginTicket, otp });
      const data = res.data;
      if (res.message.status !== 'Success' || !data?.token) {
        toast.error(res.message.message || MSG.invalidOtpServer);
        return false;
      }
      clearLoginHandoff();
      // replace (in finishLogin): Back must not bring the OTP step back.
      return await finishLogin(data, { brand, navigate });
    } catch (err) {
      toast.error(loginErrorMessage(err, lang()));
      return false;
    }
  };

  const resend = async (): Promise<boolean> => {
    try {
      const res = await identifyForLogin({ callingCode, mobile, loginTicket });
      if (res.data?.otpSent) {
        toast.success(t('otp.resent'));
        return true;
      }
      toast.error(res.data && !res.data.isExistingUser ? MSG.notRegistered : res.message.message || MSG.somethingWentWrong);
    } catch (err) {
      toast.error(loginErrorMessage(err, lang()));
    }
    return false;
  };

  return (
    <PublicFrame>
      <OtpStep title={t('otp.loginTitle')} callingCode={callingCode} mobile={mobile} onVerify={verify} onResend={resend} onBack={() => navigate('/home/login', { replace: true })} />
    </PublicFrame>
  );
}
