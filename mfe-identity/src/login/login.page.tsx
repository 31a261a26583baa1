import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loadDeferredTranslations } from '@portal/shared/i18n';
import { DEFAULT_CALLING_CODE, MSG, isValidMobile, type LangCode } from '@portal/shared/rules';
import { useBrandTheme, Box, Button, FormField, Heading, HStack, Link, MobileInput, Separator, Spinner, Stack, Text, toast, PasswordInput } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { focusField } from '../fields/focus-field';
import { BannerCarousel } from '../frame/banner-carousel';
import { LanguageToggle } from '../frame/language-toggle';
import { AppStoreLinks } from '../frame/app-store-links';
import { useCountries } from '../lookups/use-lookups';
import { identifyForLogin } from './login.api';
import { handOffLogin } from './login-handoff';
import { loginErrorMessage } from './login-errors';
import type { OtpForLoginState } from './login-state';
import { UaePassButton } from '../uae-pass/uae-pass-button';
import { useUaePassReturn } from '../uae-pass/use-uae-pass-return';
import { FormTitle } from '../frame/form-title';

/** Needed only after the identity provider answered "no account yet": not part of the login page's first load. */
const LinkOrRegisterDialog = lazy(() => Promise.all([import('../uae-pass/link-or-register.dialog'), loadDeferredTranslations('identity', 'publicPages')]).then(([m]) => m));

/**
 * /home/login (docs/product.md#accounts-sign-in): mobile with calling code and password → identify (password checked, OTP
 * sent) → /home/otpforlogin. Unknown user, wrong password, lock and limits answered per docs/product.md#accounts-limits.
 * Also the return address of the digital identity provider (its markers: useUaePassReturn).
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const { brand } = useBrandTheme();
  const countries = useCountries();
  const [callingCode, setCallingCode] = useState(DEFAULT_CALLING_CODE);
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [mobileTouched, setMobileTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const uaePass = useUaePassReturn();

  // Validated by hand with the shared predicate, not useZodForm: react-hook-form does not fit the login page's 220 KB first load.
  const mobileError = mobileTouched && !isValidMobile(mobile) ? t('common:msg.invalidMobile') : null;
  const canSubmit = mobile.length > 0 && password.length > 0 && !busy;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    if (!isValidMobile(mobile)) {
      setMobileTouched(true);
      focusField('login-mobile');
      return;
    }
    setBusy(true);
    const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
    try {
      const res = await identifyForLogin({ callingCode, mobile, password });
      if (res.data?.isExistingUser && res.data.otpSent && res.data.loginTicket) {
        handOffLogin({ callingCode, mobile, loginTicket: res.data.loginTicket });
        const state: OtpForLoginState = { callingCode, loginMobile: mobile };
        navigate('/home/otpforlogin', { state });
        return;
      }
      if (res.data && !res.data.isExistingUser) toast.error(MSG.notRegistered);
      else toast.error(res.message.message || MSG.somethingWentWrong);
    } catch (err) {
      toast.error(loginErrorMessage(err, lang));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame aside={<LoginAside />} headerEnd={<LanguageToggle brand={brand} />}>
      <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack gap="5">
        <FormTitle id="login-title" title={t('login.title')} subtitle={t('login.subtitle')} />
        <MobileInput
          id="login-mobile"
          countries={countries}
          callingCode={callingCode}
          onCallingCodeChange={setCallingCode}
          value={mobile}
          onChange={(digits) => {
            // A rejected key (a letter) leaves the value as it was: show the rule at once.
            if (digits === mobile) setMobileTouched(true);
            setMobile(digits);
          }}
          onBlur={() => mobile && setMobileTouched(true)}
          label={t('field.mobile')}
          error={mobileError}
          required
        />
        <FormField label={t('field.password')} required id="login-password">
          <PasswordInput name="password" value={password} onChange={setPassword} autoComplete="current-password" required />
        </FormField>
        <HStack justify="flex-end">
          <Link asChild color="brand.fg" textStyle="sm" fontWeight="medium">
            <RouterLink to="/home/forgotpassword">{t('login.forgotPassword')}</RouterLink>
          </Link>
        </HStack>
        <Button type="submit" colorPalette="brand" size="lg" disabled={!canSubmit} loading={busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
        <Text textAlign="center" textStyle="sm">
          {t('login.noAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/home/register">{t('login.createAccount')}</RouterLink>
          </Link>
        </Text>
        <HStack gap="3" color="fg.muted" textStyle="xs">
          <Separator flex="1" />
          <Text>{t('login.or')}</Text>
          <Separator flex="1" />
        </HStack>
        <Box aria-live="polite">
          {uaePass.busy ? (
            <HStack justify="center" gap="2" role="status" data-testid="uaepass-busy">
              <Spinner size="sm" />
              <Text textStyle="sm">{t('uaePass.signingIn')}</Text>
            </HStack>
          ) : (
            <UaePassButton purpose="login" />
          )}
        </Box>
        <AppStoreLinks brand={brand} />
      </Stack>
      </form>
      {uaePass.choice ? (
        <Suspense fallback={null}>
          <LinkOrRegisterDialog
            open
            referenceId={uaePass.choice.referenceId}
            profile={uaePass.choice.profile}
            initialStep={uaePass.choice.initialStep}
            onClose={uaePass.closeChoice}
          />
        </Suspense>
      ) : null}
    </PublicFrame>
  );
}

/** Banners, then what the portal offers (on wide screens the column beside the form). */
function LoginAside() {
  const { t, i18n } = useTranslation('identity');
  const { theme } = useBrandTheme();
  return (
    <Stack gap="5">
      <BannerCarousel />
      <Stack gap="2" display={{ base: 'none', lg: 'flex' }} px="1">
        <Heading as="h2" size="lg" color="brand.fg">
          {theme.title[i18n.language === 'ar' ? 'ar' : 'en']}
        </Heading>
        <Text color="fg.muted">{t('login.welcome')}</Text>
      </Stack>
    </Stack>
  );
}
