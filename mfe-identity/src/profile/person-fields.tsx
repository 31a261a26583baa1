import { useTranslation } from 'react-i18next';
import { translateMessage } from '@portal/shared/i18n';
import type { LookupOption } from '@portal/shared/rules';
import { FormField, Input, NativeSelect, SimpleGrid, DobInput } from '@portal/shared/ui';
import { cleanDocumentIdTyping, maskEmiratesIdTyping } from '../fields/field-formats';
import type { CountryOption } from '../lookups/lookups.api';
import type { FieldErrors, PersonValues } from './person-rules';

export type PersonField = keyof PersonValues;

export interface PersonFieldsProps {
  /** Prefix of the field ids (`profile`, `member`), so two forms on a page do not clash. */
  idPrefix: string;
  values: PersonValues;
  errors: FieldErrors<PersonValues>;
  onChange: (key: PersonField, value: string) => void;
  genders: LookupOption[];
  countries: CountryOption[];
  documentTypes: LookupOption[];
  /** Fields shown but not editable (digital identity, locked on edit). */
  locked?: ReadonlySet<PersonField>;
}

function Select({ name, value, onChange, options, disabled, placeholder }: { name: string; value: string; onChange: (v: string) => void; options: { id: number; text: string }[]; disabled?: boolean; placeholder: string }) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Names, e-mail, date of birth, gender, nationality and identity document (account §3 payloads). */
export function PersonFields({ idPrefix, values, errors, onChange, genders, countries, documentTypes, locked }: PersonFieldsProps) {
  const { t } = useTranslation('identity');
  const err = (k: PersonField) => (errors[k] ? translateMessage(errors[k]!) : null);
  const is = (k: PersonField) => locked?.has(k) ?? false;
  const select = t('account.fields.select');
  const emirates = values.documentTypeId === '1';
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('account.fields.firstName')} error={err('firstName')} required disabled={is('firstName')} id={`${idPrefix}-firstName`}>
          <Input name="firstName" autoComplete="given-name" maxLength={50} value={values.firstName} disabled={is('firstName')} onChange={(e) => onChange('firstName', e.currentTarget.value)} />
        </FormField>
        <FormField label={t('account.fields.lastName')} error={err('lastName')} required disabled={is('lastName')} id={`${idPrefix}-lastName`}>
          <Input name="lastName" autoComplete="family-name" maxLength={50} value={values.lastName} disabled={is('lastName')} onChange={(e) => onChange('lastName', e.currentTarget.value)} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('account.fields.email')} error={err('email')} required disabled={is('email')} id={`${idPrefix}-email`}>
          <Input name="email" type="email" autoComplete="email" dir="ltr" textAlign="start" value={values.email} disabled={is('email')} onChange={(e) => onChange('email', e.currentTarget.value)} />
        </FormField>
        <FormField label={t('account.fields.dateOfBirth')} error={err('dateOfBirth')} required disabled={is('dateOfBirth')} id={`${idPrefix}-dateOfBirth`}>
          <DobInput value={values.dateOfBirth} disabled={is('dateOfBirth')} onChange={(v) => onChange('dateOfBirth', v)} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('account.fields.gender')} error={err('genderId')} required disabled={is('genderId')} id={`${idPrefix}-genderId`}>
          <Select name="genderId" value={values.genderId} onChange={(v) => onChange('genderId', v)} options={genders} disabled={is('genderId')} placeholder={select} />
        </FormField>
        <FormField label={t('account.fields.nationality')} error={err('countryId')} required disabled={is('countryId')} id={`${idPrefix}-countryId`}>
          <Select
            name="countryId"
            value={values.countryId}
            onChange={(v) => onChange('countryId', v)}
            options={countries.map((c) => ({ id: c.id, text: c.name }))}
            disabled={is('countryId')}
            placeholder={select}
          />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('account.fields.documentType')} error={err('documentTypeId')} required disabled={is('documentTypeId')} id={`${idPrefix}-documentTypeId`}>
          <Select name="documentTypeId" value={values.documentTypeId} onChange={(v) => onChange('documentTypeId', v)} options={documentTypes} disabled={is('documentTypeId')} placeholder={select} />
        </FormField>
        <FormField label={t('account.fields.documentId')} error={err('documentId')} required disabled={is('documentId')} id={`${idPrefix}-documentId`}>
          <Input
            name="documentId"
            dir="ltr"
            textAlign="start"
            inputMode={emirates ? 'numeric' : 'text'}
            placeholder={emirates ? '784-####-#######-#' : undefined}
            value={values.documentId}
            disabled={is('documentId')}
            onChange={(e) => onChange('documentId', emirates ? maskEmiratesIdTyping(e.currentTarget.value) : cleanDocumentIdTyping(e.currentTarget.value))}
          />
        </FormField>
      </SimpleGrid>
    </>
  );
}
