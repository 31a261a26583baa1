import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { MSG, type LangCode, type UaePassProfile } from '@portal/shared/rules';
import { callingCodeSchema, mobileSchema } from '@portal/shared/contracts/schemas';
import { translateMessage } from '@portal/shared/i18n';
import { MobileField, PasswordField, useZodForm } from '@portal/shared/forms';
import { Box, Button, CloseButton, Dialog, Portal, Stack, Text, WithQueryClient, useBrandTheme } from '@portal/shared/ui';
import { focusField } from '../fields/focus-field';
import { useCountries } from '../lookups/use-lookups';
import { finishLogin } from '../login/finish-login';
import { loginErrorMessage } from '../login/login-errors';
import { useLinkUaePass } from './uae-account.api';
import type { UaeRegisterState } from './uae-register-state';

export interface LinkOrRegisterDialogProps {
  open: boolean;
  referenceId: string;
  profile: UaePassProfile;
  /** 'link' when coming back from the registration screen whose number was taken. */
  initialStep?: 'choose' | 'link';
  onClose: () => void;
}

/** The existing account to link: the number and its password (the API checks them as a login). */
const linkSchema = z.object({ callingCode: callingCodeSchema, mobile: mobileSchema, password: z.string().min(1, MSG.allFieldsRequired) });
/** Signed in (null), or the message of a refusal. */
type LinkMutation = ReturnType<typeof useLinkUaePass>;

/** Each step replaces the dialog's content: its first control takes the focus rather than it being lost with the pressed button. */
const focusOnMount = (el: HTMLElement | null): void => el?.focus();
const focusMobileOnMount = (el: HTMLElement | null): void => {
  if (el) focusField('uaepass-link-mobile');
};

/**
 * After the provider vouched for a person with no portal account (docs/product.md#accounts-digital-identity): link to an existing
 * account (mobile + password, 'Link above account with the identity provider') or register with the
 * provider's details on /home/UAEregister. Opened from the login page, which is drawn without the query
 * library: the dialog opens the shell's query frame for the link's mutation.
 */
export default function LinkOrRegisterDialog(props: LinkOrRegisterDialogProps) {
  return (
    <WithQueryClient>
      <LinkOrRegister {...props} />
    </WithQueryClient>
  );
}

function LinkOrRegister({ open, referenceId, profile, initialStep = 'choose', onClose }: LinkOrRegisterDialogProps) {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const { brand } = useBrandTheme();
  const [step, setStep] = useState<'choose' | 'link'>(initialStep);
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  const name = (lang === 'ar' && profile.firstNameAr ? `${profile.firstNameAr} ${profile.lastNameAr}` : `${profile.firstName} ${profile.lastName}`).trim();
  // The login call with the identity's reference: signed in (to the dashboard), or the refusal's message.
  const link: LinkMutation = useLinkUaePass(referenceId, lang, (login) => finishLogin(login, { brand, navigate, uaeUser: true }));
  const busy = link.isPending;

  const register = () => {
    const state: UaeRegisterState = { referenceId, profile };
    navigate('/home/UAEregister', { state });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size="md"
      closeOnInteractOutside={false}
      initialFocusEl={() => document.getElementById(step === 'choose' ? 'uaepass-choose-link' : 'uaepass-link-mobile')}
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
                  <Button id="uaepass-choose-link" ref={focusOnMount} colorPalette="brand" onClick={() => setStep('link')} data-testid="uaepass-choose-link">
                    {t('uaePass.yesLink')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <LinkForm link={link} profile={profile} name={name} lang={lang} onBack={() => setStep('choose')} />
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

interface LinkFormProps {
  link: LinkMutation;
  profile: UaePassProfile;
  name: string;
  lang: LangCode;
  onBack: () => void;
}

/** 'Link above account': the number (the provider's, to start with) and the password, then a sign-in. */
function LinkForm({ link, profile, name, lang, onBack }: LinkFormProps) {
  const { t } = useTranslation('identity');
  const countries = useCountries();
  const form = useZodForm(linkSchema, {
    defaultValues: { callingCode: profile.callingCode || '971', mobile: profile.mobile, password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const busy = link.isPending;
  const formError = form.formState.errors.root?.message;

  const submit = form.handleSubmit(
    (v) =>
      link.mutate(v, {
        onSuccess: (refusal) => refusal && form.setError('root', { message: refusal }),
        onError: (err) => form.setError('root', { message: loginErrorMessage(err, lang) }),
      }),
    (errors) => focusField(errors.mobile || errors.callingCode ? 'uaepass-link-mobile' : 'uaepass-link-password'),
  );

  return (
    <form ref={focusMobileOnMount} onSubmit={(e) => void submit(e)} noValidate aria-describedby="uaepass-link-help">
      <Dialog.Body>
        <Stack gap="4">
          <Text id="uaepass-link-help">{t('uaePass.linkHelp', { name })}</Text>
          <MobileField control={form.control} name="mobile" callingCodeName="callingCode" id="uaepass-link-mobile" countries={countries} label={t('field.mobile')} required />
          <PasswordField control={form.control} name="password" id="uaepass-link-password" label={t('field.password')} autoComplete="current-password" required />
          <Box aria-live="assertive">
            {formError ? (
              <Text color="fg.error" textStyle="sm" data-testid="uaepass-link-error">
                {translateMessage(formError)}
              </Text>
            ) : null}
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="3">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {t('otp.back')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} data-testid="uaepass-link-submit">
          {t('uaePass.linkSubmit')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
