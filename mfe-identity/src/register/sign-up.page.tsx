import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '@portal/shared/rules';
import { useSession } from '@portal/shared/session';
import { Button, FormField, Heading, Input, MobileInput, NativeSelect, SimpleGrid, Stack, Text, toast, PasswordInput } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { focusField } from '../fields/focus-field';
import { maskEmiratesIdTyping } from '../fields/field-formats';
import { useCountries, useDocumentTypes, useGenders } from '../lookups/use-lookups';
import { registerUser } from './register.api';
import { isSignUpState } from './register-state';
import { profileErrors, type ProfileErrors, type ProfileValues } from './sign-up-rules';

const FAILURE_REDIRECT_MS = 3000;

/**
 * /home/sign-up 'Complete your Profile' (account §2, §4): names, e-mail, gender, nationality and password
 * for the number, document and date of birth verified in /home/register (shown locked) → user/register
 * → session → dashboard. A failure says 'Error in registration' and returns to login after 3 s.
 */
export default function SignUpPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { state } = useLocation();
  const countries = useCountries();
  const genders = useGenders();
  const documentTypes = useDocumentTypes();
  const [values, setValues] = useState<ProfileValues>({ firstName: '', lastName: '', email: '', genderId: '', countryId: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  if (!isSignUpState(state)) return <Navigate to="/home/register" replace />;
  const { prospectUser: p, otp, referanceId } = state;

  const update = (key: keyof ProfileValues, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(profileErrors(next).errors);
  };

  const fail = (message: string) => {
    toast.error(message);
    setFinished(true);
    timer.current = setTimeout(() => navigate('/home/login', { replace: true }), FAILURE_REDIRECT_MS);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || finished) return;
    setSubmitted(true);
    const { errors: found, missing } = profileErrors(values);
    setErrors(found);
    const first = (Object.keys(values) as Array<keyof ProfileValues>).find((k) => found[k]);
    if (first) {
      if (missing) toast.error(MSG.allFieldsRequired);
      focusField(`signup-${first}`);
      return;
    }
    setBusy(true);
    try {
      const res = await registerUser({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        mobile: p.mobile,
        callingCode: p.callingCode,
        dateOfBirth: p.dateOfBirth,
        genderId: Number(values.genderId),
        countryId: Number(values.countryId),
        documentTypeId: p.documentTypeId,
        documentId: p.documentId,
        password: values.password,
        otp,
        referenceId: referanceId,
      });
      if (res.message.status === 'Success' && res.data?.token) {
        useSession.getState().login(res.data);
        navigate('/auth/dashboard', { replace: true });
        return;
      }
      // 'Please verify mobile number' and the already-registered text are the spec's own; anything else is the generic failure.
      fail(res.message.message || MSG.errorInRegistration);
    } catch {
      fail(MSG.errorInRegistration);
    } finally {
      setBusy(false);
    }
  };

  const err = (key: keyof ProfileValues) => (errors[key] ? t(errors[key]!) : null);
  const documentType = documentTypes.find((d) => d.id === p.documentTypeId)?.text ?? '';

  return (
    <PublicFrame>
      <form onSubmit={submit} noValidate aria-labelledby="signup-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl" id="signup-title">
            {t('signUp.title')}
          </Heading>
          <Text color="fg.muted">{t('signUp.subtitle')}</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('field.firstName')} error={err('firstName')} required id="signup-firstName">
            <Input name="firstName" autoComplete="given-name" maxLength={50} value={values.firstName} onChange={(e) => update('firstName', e.currentTarget.value)} />
          </FormField>
          <FormField label={t('field.lastName')} error={err('lastName')} required id="signup-lastName">
            <Input name="lastName" autoComplete="family-name" maxLength={50} value={values.lastName} onChange={(e) => update('lastName', e.currentTarget.value)} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('field.email')} error={err('email')} required id="signup-email">
          <Input name="email" type="email" autoComplete="email" dir="ltr" textAlign="start" value={values.email} onChange={(e) => update('email', e.currentTarget.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('field.gender')} error={err('genderId')} required id="signup-genderId">
            <NativeSelect.Root>
              <NativeSelect.Field name="genderId" value={values.genderId} onChange={(e) => update('genderId', e.currentTarget.value)}>
                <option value="">{t('field.selectPlaceholder')}</option>
                {genders.map((g) => (
                  <option key={g.id} value={String(g.id)}>
                    {g.text}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('field.nationality')} error={err('countryId')} required id="signup-countryId">
            <NativeSelect.Root>
              <NativeSelect.Field name="countryId" value={values.countryId} onChange={(e) => update('countryId', e.currentTarget.value)}>
                <option value="">{t('field.selectPlaceholder')}</option>
                {countries.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <MobileInput
          id="signup-mobile"
          countries={countries}
          callingCode={p.callingCode}
          onCallingCodeChange={() => undefined}
          value={p.mobile}
          onChange={() => undefined}
          label={t('field.mobile')}
          disabled
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('field.documentType')} disabled id="signup-documentType">
            <Input value={documentType} readOnly disabled />
          </FormField>
          <FormField label={t('field.documentId')} disabled id="signup-documentId">
            <Input value={p.documentTypeId === 1 ? maskEmiratesIdTyping(p.documentId) : p.documentId} dir="ltr" textAlign="start" readOnly disabled />
          </FormField>
        </SimpleGrid>
        <FormField label={t('field.dateOfBirth')} disabled id="signup-dateOfBirth">
          <Input value={p.dateOfBirth} dir="ltr" textAlign="start" readOnly disabled />
        </FormField>
        <FormField label={t('field.password')} error={err('password')} required id="signup-password" helperText={t('field.passwordHint')}>
          <PasswordInput name="password" value={values.password} onChange={(v) => update('password', v)} autoComplete="new-password" required />
        </FormField>
        <FormField label={t('field.confirmPassword')} error={err('confirmPassword')} required id="signup-confirmPassword">
          <PasswordInput
            name="confirmPassword"
            value={values.confirmPassword}
            onChange={(v) => update('confirmPassword', v)}
            autoComplete="new-password"
            required
          />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} disabled={finished} data-testid="signup-submit">
          {t('signUp.submit')}
        </Button>
      </Stack>
      </form>
    </PublicFrame>
  );
}
