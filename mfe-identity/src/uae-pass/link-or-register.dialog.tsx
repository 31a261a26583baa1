import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MSG, isValidMobile, type LangCode, type UaePassProfile } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, CloseButton, Dialog, FormField, MobileInput, Portal, Stack, Text, useBrandTheme, PasswordInput } from '@portal/shared/ui';
import { focusField } from '../fields/focus-field';
import { useCountries } from '../lookups/use-lookups';
import { finishLogin } from '../login/finish-login';
import { loginErrorMessage } from '../login/login-errors';
import { linkUaePass } from './uae-pass.api';
import type { UaeRegisterState } from './uae-register-state';

export interface LinkOrRegisterDialogProps {
  open: boolean;
  referenceId: string;
  profile: UaePassProfile;
  /** 'link' when coming back from the registration screen whose number was taken. */
  initialStep?: 'choose' | 'link';
  onClose: () => void;
}

/**
 * After the provider vouched for a person with no portal account (account §2, §4): link to an existing
 * account (mobile + password, 'Link above account with the identity provider') or register with the
 * provider's details on /home/UAEregister.
 */
export default function LinkOrRegisterDialog({ open, referenceId, profile, initialStep = 'choose', onClose }: LinkOrRegisterDialogProps) {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const { brand } = useBrandTheme();
  const countries = useCountries();
  const [step, setStep] = useState<'choose' | 'link'>(initialStep);
  const [callingCode, setCallingCode] = useState(profile.callingCode || '971');
  const [mobile, setMobile] = useState(profile.mobile);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  const firstStep = useRef(true);
  // Changing step replaces the dialog's content: focus goes to the first thing of the new step rather
  // than being lost with the button that was pressed.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const target = step === 'link' ? document.getElementById('uaepass-link-mobile') : yesRef.current;
    target?.focus();
  }, [step]);
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  const name = (lang === 'ar' && profile.firstNameAr ? `${profile.firstNameAr} ${profile.lastNameAr}` : `${profile.firstName} ${profile.lastName}`).trim();

  const register = () => {
    const state: UaeRegisterState = { referenceId, profile };
    navigate('/home/UAEregister', { state });
  };

  const link = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (!isValidMobile(mobile)) found.mobile = translateMessage(MSG.invalidMobile);
    if (!password) found.password = translateMessage(MSG.allFieldsRequired);
    setErrors(found);
    if (found.mobile) return focusField('uaepass-link-mobile');
    if (found.password) return focusField('uaepass-link-password');
    setBusy(true);
    try {
      const res = await linkUaePass({ callingCode, mobile, password, referenceIdForLinking: referenceId }, lang);
      if (res.message.status === 'Success' && res.data?.token) {
        await finishLogin(res.data, { brand, navigate, uaeUser: true });
        return;
      }
      setErrors({ form: translateMessage(res.message.status === 'NotFound' ? MSG.notRegistered : res.message.message || MSG.somethingWentWrong) });
    } catch (err) {
      setErrors({ form: translateMessage(loginErrorMessage(err, lang)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size="md"
      closeOnInteractOutside={false}
      initialFocusEl={() => (step === 'choose' ? yesRef.current : document.getElementById('uaepass-link-mobile'))}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="uaepass-link-dialog" mx="4">
            <Dialog.Header pe="12">
              <Dialog.Title>{step === 'choose' ? t('uaePass.chooseTitle') : t('uaePass.linkTitle')}</Dialog.Title>
            </Dialog.Header>
            {step === 'choose' ? (
              <>
                <Dialog.Body>
                  <Stack gap="3">
                    <Dialog.Description>{t('uaePass.verifiedAs', { name })}</Dialog.Description>
                    <Text>{t('uaePass.chooseBody')}</Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap" gap="3">
                  <Button variant="outline" onClick={register} data-testid="uaepass-choose-register">
                    {t('uaePass.noRegister')}
                  </Button>
                  <Button ref={yesRef} colorPalette="brand" onClick={() => setStep('link')} data-testid="uaepass-choose-link">
                    {t('uaePass.yesLink')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form onSubmit={link} noValidate aria-describedby="uaepass-link-help">
                <Dialog.Body>
                  <Stack gap="4">
                    <Text id="uaepass-link-help">{t('uaePass.linkHelp', { name })}</Text>
                    <MobileInput
                      id="uaepass-link-mobile"
                      countries={countries}
                      callingCode={callingCode}
                      onCallingCodeChange={setCallingCode}
                      value={mobile}
                      onChange={setMobile}
                      label={t('field.mobile')}
                      error={errors.mobile ?? null}
                      required
                    />
                    <FormField label={t('field.password')} required id="uaepass-link-password" error={errors.password ?? null}>
                      <PasswordInput name="password" value={password} onChange={setPassword} autoComplete="current-password" required />
                    </FormField>
                    <Box aria-live="assertive">
                      {errors.form ? (
                        <Text color="fg.error" textStyle="sm" data-testid="uaepass-link-error">
                          {errors.form}
                        </Text>
                      ) : null}
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap" gap="3">
                  <Button variant="outline" onClick={() => setStep('choose')} disabled={busy}>
                    {t('otp.back')}
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={busy} data-testid="uaepass-link-submit">
                    {t('uaePass.linkSubmit')}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            <Dialog.CloseTrigger asChild position="absolute" insetEnd="2" top="2">
              <CloseButton size="sm" aria-label={t('common:button.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
