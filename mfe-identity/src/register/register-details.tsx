import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { DobField, MobileField } from '@portal/shared/forms';
import { Button, Link, Stack, Text } from '@portal/shared/ui';
import { focusField } from '../fields/focus-field';
import { useCountries } from '../lookups/use-lookups';
import { UaePassButton } from '../uae-pass/uae-pass-button';
import { DocumentFields } from './document-fields';
import { TermsField } from './terms-field';
import type { RegistrationDetails } from './register-rules';
import { FormTitle } from '../frame/form-title';

const ORDER = ['mobile', 'documentTypeId', 'documentId', 'dateOfBirth', 'agreed'] as const;

/**
 * The details of registration (docs/product.md#accounts-registration): mobile, document, date of birth and the terms. Messages show after
 * a first Continue, then follow the typing; the first wrong field takes the focus.
 */
export function RegisterDetails({ form, onValid }: { form: UseFormReturn<RegistrationDetails>; onValid: () => void }) {
  const { t } = useTranslation('identity');
  const countries = useCountries();
  const { control } = form;
  const onInvalid = (errors: Partial<Record<keyof RegistrationDetails, unknown>>) => {
    const first = ORDER.find((k) => errors[k]);
    if (first) focusField(`register-${first}`);
  };
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate aria-labelledby="register-title">
      <Stack gap="5">
        <FormTitle id="register-title" title={t('register.title')} subtitle={t('register.subtitle')} />
        <MobileField control={control} name="mobile" callingCodeName="callingCode" id="register-mobile" countries={countries} label={t('field.mobile')} required />
        <DocumentFields control={control} setValue={form.setValue} />
        <DobField control={control} name="dateOfBirth" id="register-dateOfBirth" label={t('field.dateOfBirth')} required />
        <TermsField control={control} />
        <Button type="submit" colorPalette="brand" size="lg" data-testid="register-continue">
          {t('common:button.continue')}
        </Button>
        <UaePassButton purpose="register" />
        <Text textAlign="center" textStyle="sm">
          {t('register.haveAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/home/login">{t('register.toLogin')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </form>
  );
}
