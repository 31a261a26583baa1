import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIMITS, digitsOnly } from '@portal/shared/rules';

export interface OtpInputProps {
  /** Controlled value (digits). Omit for an uncontrolled input. */
  value?: string;
  onChange?: (value: string) => void;
  /** Called once each time the sixth digit is entered (the spec auto-submits at 6 digits). */
  onComplete?: (otp: string) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Accessible name of the group (default 'One-time code'). */
  label?: string;
  autoFocus?: boolean;
  /** id of an element describing the group (e.g. the inline error). */
  describedBy?: string;
}

/**
 * Six boxes, digits only (docs/product.md#accounts-fields). Typing moves forward, Backspace on an empty box moves back,
 * a paste (or the phone's one-time-code autofill into the first box) fills every box. Digits run left
 * to right in Arabic too.
 */
export function OtpInput({ value, onChange, onComplete, length = LIMITS.otpLength, disabled, invalid, label, autoFocus, describedBy }: OtpInputProps) {
  const { t } = useTranslation('common');
  const [inner, setInner] = useState('');
  const current = (value ?? inner).slice(0, length);
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const lastCompleted = useRef<string | null>(null);

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);

  const commit = (next: string, focusIndex?: number) => {
    const clean = digitsOnly(next).slice(0, length);
    if (value === undefined) setInner(clean);
    onChange?.(clean);
    if (focusIndex !== undefined) refs.current[Math.min(focusIndex, length - 1)]?.focus();
    if (clean.length === length) {
      if (lastCompleted.current !== clean) {
        lastCompleted.current = clean;
        onComplete?.(clean);
      }
    } else {
      lastCompleted.current = null;
    }
  };

  const setAt = (index: number, typed: string) => {
    const digits = digitsOnly(typed);
    if (!digits) return;
    // Digits stay contiguous: typing in a box past the first empty one fills the first empty one.
    // Several digits at once (autofill, a fast typist) fill from that box onward.
    const start = Math.min(index, current.length);
    const next = (current.slice(0, start) + digits + current.slice(start + digits.length)).slice(0, length);
    commit(next, start + digits.length);
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (current[index]) commit(current.slice(0, index) + current.slice(index + 1), index);
      else if (index > 0) commit(current.slice(0, index - 1) + current.slice(index), index - 1);
    } else if (e.key === 'ArrowLeft' && index > 0) {
      e.preventDefault();
      refs.current[index - 1]?.focus();
    } else if (e.key === 'ArrowRight' && index < length - 1) {
      e.preventDefault();
      refs.current[index + 1]?.focus();
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOnly(e.clipboardData.getData('text'));
    e.preventDefault();
    if (digits) commit(digits, Math.min(digits.length, length - 1));
  };

  return (
    <HStack role="group" aria-label={label ?? t('ui.otp')} aria-describedby={describedBy} dir="ltr" gap="2">
      {Array.from({ length }, (_, i) => (
        <Input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={current[i] ?? ''}
          onChange={(e) => setAt(i, e.currentTarget.value.replace(current[i] ?? '', '') || e.currentTarget.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          onFocus={(e) => e.currentTarget.select()}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={length}
          aria-label={t('ui.otpDigit', { index: i + 1, count: length })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          width="3rem"
          height="3rem"
          textAlign="center"
          fontSize="xl"
          px="0"
        />
      ))}
    </HStack>
  );
}
