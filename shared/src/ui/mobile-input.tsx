import { useId, type ReactNode } from 'react';
import { Box, HStack, Input, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@portal/shared/rules';
import { DEFAULT_CALLING_CODE, LIMITS, digitsOnly } from '@portal/shared/rules';

export interface MobileInputProps {
  /** Country list (from GET masterdata/country), passed in so this package makes no call. */
  countries: Country[];
  callingCode?: string;
  onCallingCodeChange: (code: string) => void;
  value: string;
  /** Receives digits only: letters and symbols are dropped as they are typed or pasted. */
  onChange: (digits: string) => void;
  onBlur?: () => void;
  label?: ReactNode;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Locks only the calling code (family edit locks both; profile completion shows both disabled). */
  callingCodeDisabled?: boolean;
  maxLength?: number;
  name?: string;
  id?: string;
  placeholder?: string;
}

/**
 * An option holds text only, and flag emoji need a colour-emoji font many systems lack (Chromium on Linux draws
 * empty boxes): the country's two letters name it instead, readable everywhere and in both directions.
 */
const countryText = (countryCode: string | undefined) => (countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? `${countryCode.toUpperCase()} ` : '');

/**
 * Calling-code picker + mobile number (default 971, docs/product.md#accounts-fields). Numbers are written left to right in
 * Arabic too, so the input keeps `dir="ltr"` while the row follows the page direction.
 */
export function MobileInput({
  countries,
  callingCode = DEFAULT_CALLING_CODE,
  onCallingCodeChange,
  value,
  onChange,
  onBlur,
  label,
  error,
  required,
  disabled,
  callingCodeDisabled,
  maxLength = LIMITS.mobileMax,
  name = 'mobile',
  id,
  placeholder,
}: MobileInputProps) {
  const { t } = useTranslation('common');
  const auto = useId();
  const inputId = id ?? `mobile-${auto}`;
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const known = countries.some((c) => c.phoneCode === callingCode);
  return (
    <Box role="group" aria-labelledby={labelId} width="full">
      <chakra.label id={labelId} htmlFor={inputId} display="block" fontWeight="medium" textStyle="sm" mb="1.5">
        {label ?? t('ui.mobileNumber')}
        {required ? (
          <Text as="span" color="fg.error" marginStart="1" aria-hidden="true">
            *
          </Text>
        ) : null}
      </chakra.label>
      <HStack gap="2" align="stretch">
        {/* Left to right as a whole (code and its arrow): the arrow keeps the room the field leaves for it in Arabic too. */}
        <NativeSelect.Root width="auto" minWidth="7.5rem" disabled={disabled || callingCodeDisabled} dir="ltr">
          <NativeSelect.Field
            aria-label={t('ui.callingCode')}
            value={callingCode}
            onChange={(e) => onCallingCodeChange(e.currentTarget.value)}
            name="callingCode"
            dir="ltr"
          >
            {known ? null : <option value={callingCode}>+{callingCode}</option>}
            {countries.map((c) => (
              <option key={`${c.countryCode}-${c.phoneCode}`} value={c.phoneCode}>
                {countryText(c.countryCode)}+{c.phoneCode}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          id={inputId}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          textAlign="start"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(digitsOnly(e.currentTarget.value).slice(0, maxLength))}
          onBlur={onBlur}
          flex="1"
        />
      </HStack>
      <Box aria-live="polite">
        {error ? (
          <Text id={errorId} color="fg.error" textStyle="xs" mt="1.5">
            {error}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
