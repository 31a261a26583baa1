import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MSG, type LangCode } from '@portal/shared/contracts';
import { isSsoVariant } from '@portal/shared/brand';
import { useSession } from '@portal/shared/session';
import { toast, useBrandTheme } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { OtpStep } from '../otp/otp-step';
import { fetchAppConfiguration } from '../lookups/lookups.api';
import { identifyForLogin, loginWithOtp } from './login.api';
import { loginErrorMessage } from './login-errors';
import { isOtpForLoginState } from './login-state';
import { configuredSsoAddress, ssoRedirectUrl } from './sso-redirect';

/**
 * /home/otpforlogin (account §2, §4): the login OTP. Success stores the session (the store emits
 * `login` on the bus) and opens the dashboard; the single-sign-on variant goes to its external page.
 */
export default function OtpLoginPage() {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const { state } = useLocation();
  const { brand } = useBrandTheme();
  if (!isOtpForLoginState(state)) return <Navigate to="/home/login" replace />;
  const { callingCode, loginMobile: mobile, password } = state;
  const lang = (): LangCode => (i18n.language === 'ar' ? 'ar' : 'en');

  const verify = async (otp: string): Promise<boolean> => {
    try {
      const res = await loginWithOtp({ callingCode, mobile, password, otp });
      const data = res.data;
      if (res.message.status !== 'Success' || !data?.token) {
        toast.error(res.message.message || MSG.invalidOtpServer);
        return false;
      }
      if (isSsoVariant(brand)) {
        const session = useSession.getState();
        let address = configuredSsoAddress(session.colabRedirectUrl, session.appConfiguration);
        if (!address) address = configuredSsoAddress(null, await fetchAppConfiguration().catch(() => null));
        const target = ssoRedirectUrl(address, data);
        if (!target) {
          toast.error(MSG.somethingWentWrongTryLater);
          return false;
        }
        window.location.assign(target);
        return true;
      }
      useSession.getState().login(data);
      // Drop the password from the history entry: Back must not bring it back into a page.
      navigate('/auth/dashboard', { replace: true });
      return true;
    } catch (err) {
      toast.error(loginErrorMessage(err, lang()));
      return false;
    }
  };

  const resend = async (): Promise<boolean> => {
    try {
      const res = await identifyForLogin({ callingCode, mobile, password });
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
