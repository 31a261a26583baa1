import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type UaePassProfile } from '@portal/shared/rules';
import { FormField, Input, MobileInput, SimpleGrid } from '@portal/shared/ui';
import { maskEmiratesIdTyping } from '../fields/field-formats';
import { useCountries, useDocumentTypes, useGenders } from '../lookups/use-lookups';

/** What the identity provider gave, read-only: name, mobile, e-mail, gender, nationality and (if any) the document. */
export function UaeProviderDetails({ p, providerDocument }: { p: UaePassProfile; providerDocument: { documentTypeId: number; documentId: string } | null }) {
  const { t } = useTranslation('identity');
  const countries = useCountries();
  const gender = useGenders().find((g) => g.id === p.genderId)?.text ?? '';
  const documentTypes = useDocumentTypes();
  const nationality = countries.find((c) => c.id === p.countryId)?.name ?? '';
  const readOnly = (id: string, label: string, value: string, ltr = false) => (
    <FormField label={label} id={`uaeregister-${id}`} readOnly>
      <Input name={id} value={value} readOnly bg="bg.muted" color="fg" {...(ltr ? { dir: 'ltr', textAlign: 'start' as const } : {})} />
    </FormField>
  );
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {readOnly('firstName', t('field.firstName'), p.firstName)}
        {readOnly('lastName', t('field.lastName'), p.lastName)}
      </SimpleGrid>
      <MobileInput id="uaeregister-mobile" countries={countries} callingCode={p.callingCode} onCallingCodeChange={() => undefined} value={p.mobile} onChange={() => undefined} label={t('field.mobile')} disabled />
      {readOnly('email', t('field.email'), p.email, true)}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {readOnly('gender', t('field.gender'), gender)}
        {readOnly('nationality', t('field.nationality'), nationality)}
      </SimpleGrid>
      {providerDocument ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {readOnly('documentType', t('field.documentType'), documentTypes.find((d) => d.id === providerDocument.documentTypeId)?.text ?? '')}
          {readOnly(
            'documentIdShown',
            t('field.documentId'),
            providerDocument.documentTypeId === DOCUMENT_TYPES.emiratesId ? maskEmiratesIdTyping(providerDocument.documentId) : providerDocument.documentId,
            true,
          )}
        </SimpleGrid>
      ) : null}
    </>
  );
}
