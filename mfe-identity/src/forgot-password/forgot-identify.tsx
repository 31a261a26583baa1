import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { DobField, MobileField } from '@portal/shared/forms';
import { Button, Link, Stack, Text } from '@portal/shared/ui';
import { focusField } from '../fields/focus-field';
import { useCountries } from '../lookups/use-lookups';
import type { ForgotIdentity } from './forgot-password-rules';
import { FormTitle } from '../frame/form-title';

/** Step 1: mobile and date of birth; Send OTP. */
export function ForgotIdentify({ form, busy, waiting, onValid }: { form: UseFormReturn<ForgotIdentity>; busy: boolean; waiting: boolean; onValid: () => void }) {
  const { t } = useTranslation('identity');
  const countries = useCountries();
  const submit = form.handleSubmit(onValid, (errors) => focusField(errors.mobile ? 'forgot-mobile' : 'forgot-dob'));
  return (
    <form onSubmit={(e) => (busy || waiting ? e.preventDefault() : void submit(e))} noValidate aria-labelledby="forgot-title">
      <Stack gap="5">
        <FormTitle id="forgot-title" title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
        <MobileField control={form.control} name="mobile" callingCodeName="callingCode" id="forgot-mobile" countries={countries} label={t('field.mobile')} required disabled={waiting} />
        <DobField control={form.control} name="dateOfBirth" id="forgot-dob" label={t('field.dateOfBirth')} required disabled={waiting} />
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
  );
}
