import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { MobileField, SelectField } from '@portal/shared/forms';
import { Stack, Text } from '@portal/shared/ui';
import { useCountries, useDocumentTypes, useGenders } from '../lookups/master-data.api';
import { PersonFields, type PersonField } from '../profile/person-fields';
import type { MemberValues } from '../profile/person-rules';
import { useRelations } from './use-relations';

/** Document type and document id are locked on edit, as are mobile and calling code (docs/product.md#family-editing). */
const LOCKED_ON_EDIT = new Set<PersonField>(['documentTypeId', 'documentId']);

/** A family member's personal details: the person fields, mobile and relation. */
export function MemberForm({ form, editing, formError, onChange, onSubmit }: { form: UseFormReturn<MemberValues>; editing: boolean; formError: string | null; onChange: () => void; onSubmit: () => void }) {
  const { t } = useTranslation('identity');
  const countries = useCountries();
  const genders = useGenders();
  const documentTypes = useDocumentTypes();
  const relations = useRelations();
  const { control } = form;
  return (
    <form onSubmit={(e) => (e.preventDefault(), onSubmit())} onChange={onChange} noValidate id="member-form" aria-label={t('account.family.tabPersonal')}>
      <Stack gap="4">
        {editing ? <Text fontSize="sm" color="fg.muted">{t('account.family.lockedNote')}</Text> : null}
        <PersonFields idPrefix="member" control={control} genders={genders} countries={countries} documentTypes={documentTypes} locked={editing ? LOCKED_ON_EDIT : undefined} />
        <MobileField control={control} name="mobile" callingCodeName="callingCode" id="member-mobile" countries={countries} label={t('account.fields.mobile')} required disabled={editing} callingCodeDisabled={editing} />
        <SelectField control={control} name="relationId" id="member-relationId" label={t('account.fields.relation')} required options={relations} placeholder={t('account.fields.select')} />
        {formError ? (
          <Text role="alert" color="fg.error" data-testid="member-form-error">
            {formError}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
