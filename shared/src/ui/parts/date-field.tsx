import { useState } from 'react';
import { Text, parseDate } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DateFieldProps } from '../date-field';
import { DateInput } from './controls';

/**
 * A date typed in the spec's dd/mm/yyyy in both languages (Chakra's segmented DateInput): a native date field
 * shows the browser's format (11/29/2026 in an English browser) whatever the page's language. Day, month and
 * year are the field's parts, each typed or stepped with the arrow keys; the digits stay left to right in
 * Arabic, and the parts are named in the page's language. A day before `min` is not passed on: the field says
 * which is the first day instead, until a day that can be chosen is typed.
 */
export default function DateField({ id, label, value, min, onChange, disabled, judgedByForm, invalid, 'aria-describedby': formMessage, onBlur }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const [early, setEarly] = useState(false);
  // Not `${id}-error`: inside a form's field that one is the form's message.
  const errorId = `${id}-early`;
  // A form's message about the day, once there is one, says it instead.
  const showEarly = early && !invalid;
  // en-GB orders day/month/year; Arabic keeps Latin digits (the spec's dd/MM/yyyy) with Arabic part names;
  // leading zeros in both, as Arabic's default day and month are 2, not 02.
  const locale = i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
  return (
    <DateInput.Root
      ids={{ control: id }}
      locale={locale}
      // Left to right in Arabic too: the field takes its direction from the locale, and each part (day, month,
      // year) would be laid out right to left, the year first from the left. The parts keep their Arabic names.
      dir="ltr"
      shouldForceLeadingZeros
      value={value ? [parseDate(value)] : []}
      // `min` is checked here, not given to the field: the field would quietly turn an earlier day into the first one.
      disabled={disabled}
      onValueChange={(details) => {
        const next = details.value[0]?.toString();
        if (!next) return;
        const tooEarly = !!min && next < min;
        setEarly(tooEarly);
        if ((judgedByForm || !tooEarly) && next !== value) onChange(next);
      }}
      invalid={invalid || early}
      maxW="48"
    >
      <DateInput.Label srOnly>{label}</DateInput.Label>
      <DateInput.Control
        dir="ltr"
        data-testid={`${id}-control`}
        aria-describedby={showEarly ? errorId : formMessage}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        <DateInput.Segments />
      </DateInput.Control>
      <Text as="span" display="block" dir={i18n.dir(i18n.language)} aria-live="polite" id={errorId} color="fg.error" textStyle="xs" mt={showEarly ? '1.5' : '0'} data-testid={`${id}-error`}>
        {showEarly && min ? t('ui.dateBeforeMin', { date: min.split('-').reverse().join('/') }) : null}
      </Text>
    </DateInput.Root>
  );
}
