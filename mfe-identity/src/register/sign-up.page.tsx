import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '@portal/shared/rules';
import { PasswordField, SelectField, TextField, useZodForm } from '@portal/shared/forms';
import { useSession } from '@portal/shared/session';
import { Button, SimpleGrid, Stack, toast, useLater } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { focusField } from '../fields/focus-field';
import { useCountries, useGenders } from '../lookups/use-lookups';
import { useRegisterUser } from './register.api';
import { isSignUpState, type SignUpState } from './register-state';
import { EMPTY_PROFILE, signUpSchema, type ProfileValues } from './sign-up-rules';
import { SignUpLocked } from './sign-up-locked';
import { FormTitle } from '../frame/form-title';

const FAILURE_REDIRECT_MS = 3000;
const ORDER = ['firstName', 'lastName', 'email', 'genderId', 'countryId', 'password', 'confirmPassword'] as const;

/**
 * /home/sign-up 'Complete your Profile' (docs/product.md#accounts-registration): names, e-mail, gender, nationality and password
 * for the number, document and date of birth verified in /home/register (shown locked) → user/register
 * → session → dashboard. A failure says 'Error in registration' and returns to login after 3 s.
 */
export default function SignUpPage() {
  const { state } = useLocation();
  return isSignUpState(state) ? <SignUpForm verified={state} /> : <Navigate to="/home/register" replace />;
}

function SignUpForm({ verified: { prospectUser: p, otp, referanceId } }: { verified: SignUpState }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const later = useLater();
  const countries = useCountries();
  const genders = useGenders();
  const form = useZodForm(signUpSchema, { defaultValues: EMPTY_PROFILE, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const [finished, setFinished] = useState(false);
  const fail = (message: string) => {
    toast.error(message);
    setFinished(true);
    later(() => navigate('/home/login', { replace: true }), FAILURE_REDIRECT_MS);
  };
  const register = useRegisterUser({
    onSuccess: (res) => {
      if (res.message.status !== 'Success' || !res.data?.token) return fail(res.message.message || MSG.errorInRegistration);
      useSession.getState().login(res.data);
      navigate('/auth/dashboard', { replace: true });
    },
    // 'Please verify mobile number' and the already-registered text are the spec's own; anything else is the generic failure.
    onError: () => fail(MSG.errorInRegistration),
  });
  const submit = form.handleSubmit(
    (v: ProfileValues) =>
      register.mutate({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        mobile: p.mobile,
        callingCode: p.callingCode,
        dateOfBirth: p.dateOfBirth,
        genderId: Number(v.genderId),
        countryId: Number(v.countryId),
        documentTypeId: p.documentTypeId,
        documentId: p.documentId,
        password: v.password,
        otp,
        referenceId: referanceId,
      }),
    (errors) => {
      if (Object.values(errors).some((e) => e?.message === MSG.allFieldsRequired)) toast.error(MSG.allFieldsRequired);
      const first = ORDER.find((k) => errors[k]);
      if (first) focusField(`signup-${first}`);
    },
  );
  const field = (name: (typeof ORDER)[number]) => ({ control: form.control, name, id: `signup-${name}`, required: true });

  return (
    <PublicFrame>
      <form onSubmit={(e) => (register.isPending || finished ? e.preventDefault() : void submit(e))} noValidate aria-labelledby="signup-title">
        <Stack gap="5">
          <FormTitle id="signup-title" title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField {...field('firstName')} label={t('field.firstName')} autoComplete="given-name" />
            <TextField {...field('lastName')} label={t('field.lastName')} autoComplete="family-name" />
          </SimpleGrid>
          <TextField {...field('email')} label={t('field.email')} type="email" autoComplete="email" dir="ltr" textAlign="start" />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField {...field('genderId')} label={t('field.gender')} options={genders} placeholder={t('field.selectPlaceholder')} />
            <SelectField {...field('countryId')} label={t('field.nationality')} options={countries.map((c) => ({ id: c.id, text: c.name }))} placeholder={t('field.selectPlaceholder')} />
          </SimpleGrid>
          <SignUpLocked p={p} />
          <PasswordField {...field('password')} label={t('field.password')} helperText={t('field.passwordHint')} autoComplete="new-password" />
          <PasswordField {...field('confirmPassword')} label={t('field.confirmPassword')} autoComplete="new-password" />
          <Button type="submit" colorPalette="brand" size="lg" loading={register.isPending} disabled={finished} data-testid="signup-submit">
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}
