import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, InputGroup } from '@portal/shared/ui';

export interface PasswordInputProps {
  /** Leave unset inside a FormField: the field gives the control the id its label points at. */
  id?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  /** Set by FormField to the error or helper text. */
  'aria-describedby'?: string;
  required?: boolean;
}

/** A password with a Show/Hide switch (a real button with aria-pressed, reachable by keyboard). */
export function PasswordInput({ id, name, value, onChange, onBlur, autoComplete, invalid, required, 'aria-describedby': describedBy }: PasswordInputProps) {
  const { t } = useTranslation('identity');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      width="full"
      endElement={
        <Button
          variant="ghost"
          size="xs"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
          me="-1"
        >
          {visible ? t('field.hide') : t('field.show')}
        </Button>
      }
      endElementProps={{ pe: '1' }}
    >
      <Input
        id={id}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        maxLength={50}
        dir="ltr"
        textAlign="start"
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required={required}
        pe="16"
      />
    </InputGroup>
  );
}
