import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { DobField, SelectField, TextField } from '@portal/shared/forms';
import type { Country, LookupOption } from '@portal/shared/rules';
import { SimpleGrid } from '@portal/shared/ui';
import { cleanDocumentIdTyping, maskEmiratesIdTyping } from '../fields/field-formats';
import type { PersonValues } from './person-rules';

export type PersonField = keyof PersonValues;

export interface PersonFieldsProps<T extends PersonValues> {
  /** Prefix of the field ids (`profile`, `member`), so two forms on a page do not clash. */
  idPrefix: string;
  control: Control<T>;
  genders: LookupOption[];
  countries: Country[];
  documentTypes: LookupOption[];
  /** Fields shown but not editable (digital identity, locked on edit). */
  locked?: ReadonlySet<PersonField>;
}

/** Names, e-mail, date of birth, gender, nationality and identity document. */
export function PersonFields<T extends PersonValues>({ idPrefix, control, genders, countries, documentTypes, locked }: PersonFieldsProps<T>) {
  const { t } = useTranslation('identity');
  const c = control as unknown as Control<PersonValues>;
  const is = (k: PersonField) => locked?.has(k) ?? false;
  const common = (k: PersonField) => ({ control: c, name: k, id: `${idPrefix}-${k}`, required: true, disabled: is(k) });
  const select = t('account.fields.select');
  const emirates = useWatch({ control: c, name: 'documentTypeId' }) === '1';
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...common('firstName')} label={t('account.fields.firstName')} autoComplete="given-name" />
        <TextField {...common('lastName')} label={t('account.fields.lastName')} autoComplete="family-name" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...common('email')} label={t('account.fields.email')} type="email" autoComplete="email" dir="ltr" textAlign="start" />
        <DobField {...common('dateOfBirth')} label={t('account.fields.dateOfBirth')} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField {...common('genderId')} label={t('account.fields.gender')} options={genders} placeholder={select} />
        <SelectField {...common('countryId')} label={t('account.fields.nationality')} options={countries.map((x) => ({ id: x.id, text: x.name }))} placeholder={select} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField {...common('documentTypeId')} label={t('account.fields.documentType')} options={documentTypes} placeholder={select} />
        <TextField
          {...common('documentId')}
          label={t('account.fields.documentId')}
          dir="ltr"
          textAlign="start"
          inputMode={emirates ? 'numeric' : 'text'}
          placeholder={emirates ? '784-####-#######-#' : undefined}
          format={(typed) => (emirates ? maskEmiratesIdTyping(typed) : cleanDocumentIdTyping(typed))}
        />
      </SimpleGrid>
    </>
  );
}

