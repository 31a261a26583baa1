import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, NativeSelect } from '@portal/shared/ui';

interface Props {
  label: string;
  /** The form's field (`form.register(name)`). */
  field: UseFormRegisterReturn;
  /** The hospitals by the value the form keeps (a facility code, a name). */
  hospitals: { value: string; name: string }[];
  error?: string | null;
  testId?: string;
}

/** A content form's required hospital, from the content site's list, starting at 'Select'. */
export function HospitalSelect({ label, field, hospitals, error, testId }: Props) {
  const { t } = useTranslation('content');
  return (
    <FormField label={label} required error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field data-testid={testId} {...field}>
          <option value="">{t('select')}</option>
          {hospitals.map((h) => (
            <option key={h.value} value={h.value}>
              {h.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
