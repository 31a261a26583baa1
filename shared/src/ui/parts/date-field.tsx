import { parseDate } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DateFieldProps } from '../date-field';
import { DateInput } from './controls';

/**
 * A date typed in the spec's dd/mm/yyyy in both languages (Chakra's segmented DateInput): a native date field
 * shows the browser's format (11/29/2026 in an English browser) whatever the page's language. Day, month and
 * year are the field's parts, each typed or stepped with the arrow keys; the digits stay left to right in
 * Arabic, and the parts are named in the page's language. A day before `min` is not passed on.
 */
export default function DateField({ id, label, value, min, onChange, disabled }: DateFieldProps) {
  const { i18n } = useTranslation();
  // en-GB orders day/month/year; Arabic keeps Latin digits (the spec's dd/MM/yyyy) with Arabic part names;
  // leading zeros in both, as Arabic's default day and month are 2, not 02.
  const locale = i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
  return (
    <DateInput.Root
      ids={{ control: id }}
      locale={locale}
      shouldForceLeadingZeros
      value={value ? [parseDate(value)] : []}
      min={min ? parseDate(min) : undefined}
      disabled={disabled}
      onValueChange={(details) => {
        const next = details.value[0]?.toString();
        if (next && (!min || next >= min) && next !== value) onChange(next);
      }}
      maxW="48"
    >
      <DateInput.Label srOnly>{label}</DateInput.Label>
      <DateInput.Control dir="ltr" data-testid={`${id}-control`}>
        <DateInput.Segments />
      </DateInput.Control>
    </DateInput.Root>
  );
}
