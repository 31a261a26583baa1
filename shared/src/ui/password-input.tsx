import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, InputGroup } from '@chakra-ui/react';

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
  const { t, i18n } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  // The password is typed left to right in both languages (dir="ltr"), so the input's logical sides are not the
  // page's: the Show button sits at the page's end, which in Arabic is the input's start. Its room goes there.
  const roomForButton = i18n.dir() === 'rtl' ? { ps: '16', pe: '3' } : { pe: '16' };
  return (
    <InputGroup
      width="full"
      endElement={
        <Button
          variant="ghost"
          size="xs"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
          me="-1"
        >
          {visible ? t('ui.hide') : t('ui.show')}
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
        {...roomForButton}
      />
    </InputGroup>
  );
}
