import { useTranslation } from 'react-i18next';
import { Input } from '@chakra-ui/react';
import { maskDateTyping } from './masks';

export interface DobInputProps {
  /** Leave unset inside a FormField (the field names the control). */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Set by FormField to the error text. */
  'aria-describedby'?: string;
}

/**
 * Date of birth typed as dd/mm/yyyy (docs/product.md#accounts-fields): slashes appear by themselves; digits stay left to
 * right in Arabic. A text field rather than a native date picker, whose display format follows the
 * browser's locale instead of the spec's dd/mm/yyyy.
 */
export function DobInput({ id, value, onChange, onBlur, disabled, 'aria-describedby': describedBy }: DobInputProps) {
  const { t } = useTranslation('common');
  return (
    <Input
      id={id}
      name="dateOfBirth"
      inputMode="numeric"
      autoComplete="bday"
      placeholder={t('ui.datePlaceholder')}
      dir="ltr"
      textAlign="start"
      maxLength={10}
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(e) => onChange(maskDateTyping(e.currentTarget.value, value))}
      onBlur={onBlur}
    />
  );
}
