import { useTranslation } from 'react-i18next';
import { FormField, Input, MobileInput, SimpleGrid } from '@portal/shared/ui';
import { maskEmiratesIdTyping } from '../fields/field-formats';
import { useCountries, useDocumentTypes } from '../lookups/use-lookups';
import type { ProspectUser } from './register-state';

/** What /home/register verified, shown locked: the number, the document and the date of birth. */
export function SignUpLocked({ p }: { p: ProspectUser }) {
  const { t } = useTranslation('identity');
  const countries = useCountries();
  const documentType = useDocumentTypes().find((d) => d.id === p.documentTypeId)?.text ?? '';
  return (
    <>
      <MobileInput id="signup-mobile" countries={countries} callingCode={p.callingCode} onCallingCodeChange={() => undefined} value={p.mobile} onChange={() => undefined} label={t('field.mobile')} disabled />
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
    </>
  );
}
