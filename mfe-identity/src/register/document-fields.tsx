import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@portal/shared/forms';
import { DOCUMENT_TYPES } from '@portal/shared/rules';
import { FormField, NativeSelect } from '@portal/shared/ui';
import { cleanDocumentIdTyping, maskEmiratesIdTyping } from '../fields/field-formats';
import { useDocumentTypes } from '../lookups/use-lookups';
import type { RegistrationDetails } from './register-rules';

/** Document type and document id: the id's mask and hint follow the type, and a new type empties the id. */
export function DocumentFields({ control, setValue }: { control: Control<RegistrationDetails>; setValue: UseFormSetValue<RegistrationDetails> }) {
  const { t } = useTranslation('identity');
  const documentTypes = useDocumentTypes();
  const { field: { ref, value, onBlur, onChange }, fieldState, formState } = useController({ control, name: 'documentTypeId' });
  const isEmiratesId = Number(useWatch({ control, name: 'documentTypeId' })) === DOCUMENT_TYPES.emiratesId;
  const typeError = fieldState.error?.message;
  return (
    <>
      <FormField label={t('field.documentType')} error={typeError ? t(typeError) : null} required id="register-documentTypeId">
        <NativeSelect.Root>
          <NativeSelect.Field
            name="documentTypeId"
            ref={ref}
            value={value}
            onBlur={onBlur}
            onChange={(e) => {
              onChange(e.currentTarget.value);
              setValue('documentId', '', { shouldValidate: formState.isSubmitted });
            }}
          >
            <option value="">{t('field.selectPlaceholder')}</option>
            {documentTypes.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <TextField
        control={control}
        name="documentId"
        id="register-documentId"
        label={t('field.documentId')}
        required
        helperText={isEmiratesId ? t('field.emiratesIdHint') : undefined}
        dir="ltr"
        textAlign="start"
        inputMode={isEmiratesId ? 'numeric' : 'text'}
        placeholder={isEmiratesId ? '784-____-_______-_' : undefined}
        format={(typed) => (isEmiratesId ? maskEmiratesIdTyping(typed) : cleanDocumentIdTyping(typed))}
      />
    </>
  );
}
