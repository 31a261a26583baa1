import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '@portal/shared/contracts';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Flex, FormField, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { BMI_BANDS, bmiFormSchema, bmiOf, type BmiForm, type BmiOutcome } from './bmi';

export const BAND_COLOURS = { underweight: '#2b6cb0', normal: '#2f855a', overweight: '#b7791f', obesity: '#c53030' } as const;
const SCALE_MIN = 10;
const SCALE_MAX = 40;
/** The numbers under the scale: its ends and the borders of the bands. */
const SCALE_TICKS = [SCALE_MIN, ...BMI_BANDS.slice(1).map((b) => b.from), SCALE_MAX];

const EMPTY: BmiForm = { age: '', heightCm: '', weightKg: '', gender: '' };
/** The fields in the order the rule judges them; only the first wrong one is named. */
const ORDER = ['age', 'heightCm', 'weightKg', 'gender'] as const;
const TYPED: Record<Exclude<keyof BmiForm, 'gender'>, (v: string) => string> = {
  age: (v) => digitsOnly(v).slice(0, 3),
  heightCm: (v) => v.replace(/[^\d.]/g, ''),
  weightKg: (v) => v.replace(/[^\d.]/g, ''),
};

/** BMI calculator (docs/product.md#content-health-tools): age, height, weight and gender; the result to 2 decimals on a coloured scale. */
export function BmiCalculator() {
  const { t } = useTranslation('content');
  const form = useZodForm(bmiFormSchema, { mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues: EMPTY });
  const [outcome, setOutcome] = useState<Extract<BmiOutcome, { ok: true }> | null>(null);
  const { errors } = form.formState;
  const first = ORDER.find((k) => errors[k]);
  const fieldError = (k: keyof BmiForm) => (k === first && errors[k]?.message ? translateMessage(errors[k].message) : null);
  // Any change hides the last result and message: the next Calculate judges the form again.
  const changed = () => {
    form.clearErrors();
    setOutcome(null);
  };
  // What is typed is kept to its characters (digits, and a point for height and weight).
  const typed = (k: keyof typeof TYPED) =>
    form.register(k, {
      onChange: (e: { target: HTMLInputElement }) => {
        form.setValue(k, TYPED[k](e.target.value));
        changed();
      },
    });

  return (
    <Stack gap="6">
      <form onSubmit={form.handleSubmit((input) => setOutcome(bmiOf(input)))} noValidate aria-label={t('tools.bmi.title')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('tools.bmi.age')} required error={fieldError('age')}>
            <Input {...typed('age')} inputMode="numeric" maxLength={3} />
          </FormField>
          <FormField label={t('tools.bmi.gender')} required error={fieldError('gender')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('gender', { onChange: changed })}>
                <option value="">{t('select')}</option>
                <option value="male">{t('tools.bmi.male')}</option>
                <option value="female">{t('tools.bmi.female')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('tools.bmi.height')} required error={fieldError('heightCm')} helperText={t('tools.bmi.heightHint')}>
            <Input {...typed('heightCm')} inputMode="decimal" maxLength={5} />
          </FormField>
          <FormField label={t('tools.bmi.weight')} required error={fieldError('weightKg')}>
            <Input {...typed('weightKg')} inputMode="decimal" maxLength={6} />
          </FormField>
        </SimpleGrid>
        <HStack mt="4" gap="3">
          <Button type="submit">{t('tools.calculate')}</Button>
          <Button variant="ghost" onClick={() => (form.reset(EMPTY), changed())}>
            {t('tools.reset')}
          </Button>
        </HStack>
      </form>
      {outcome ? <BmiResult bmi={outcome.bmi} band={outcome.band} /> : null}
    </Stack>
  );
}

/** The number, its band in words and a marker on a four-colour scale (colour is never the only cue). */
export function BmiResult({ bmi, band }: { bmi: number; band: keyof typeof BAND_COLOURS }) {
  const { t } = useTranslation('content');
  const at = (v: number) => Math.min(100, Math.max(0, ((v - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * 100));
  const pos = at(bmi);
  const width = (from: number, to: number) => ((Math.min(to, SCALE_MAX) - Math.max(from, SCALE_MIN)) / (SCALE_MAX - SCALE_MIN)) * 100;
  return (
    <Box role="status" aria-live="polite" borderWidth="1px" borderRadius="lg" p="5" data-testid="bmi-result" data-band={band}>
      <Text fontSize="sm" color="fg.muted">
        {t('tools.bmi.yourBmi')}
      </Text>
      <HStack align="baseline" gap="3" wrap="wrap">
        <Text fontSize="4xl" fontWeight="bold" data-testid="bmi-value" dir="ltr">
          {bmi.toFixed(2)}
        </Text>
        <Text fontSize="xl" fontWeight="semibold" color={BAND_COLOURS[band]} data-testid="bmi-band">
          {t(`tools.bmi.band.${band}`)}
        </Text>
      </HStack>
      <Box position="relative" mt="6" mb="2" dir="ltr" aria-hidden>
        <Flex h="4" borderRadius="full" overflow="hidden">
          {BMI_BANDS.map((b) => (
            <Box key={b.band} w={`${width(b.from, b.to)}%`} bg={BAND_COLOURS[b.band]} opacity={b.band === band ? 1 : 0.45} data-testid="bmi-segment" />
          ))}
        </Flex>
        {/* The BMI scale is a number line drawn left to right in both languages (dir="ltr" above), so its marker is placed physically. */}
        {/* eslint-disable-next-line portal/logical-properties */}
        <Box position="absolute" top="-2" left={`calc(${pos}% - 8px)`} w="0" h="0" borderLeft="8px solid transparent" borderRight="8px solid transparent" borderTop="10px solid" borderTopColor="fg" data-testid="bmi-marker" />
        {/* Each number stands under the border of its bands (the ends under the scale's ends), placed on the same line as the bands. */}
        <Box position="relative" h="5" fontSize="xs" color="fg.muted" mt="1">
          {SCALE_TICKS.map((v, i) => (
            <Text
              key={v}
              position="absolute"
              top="0"
              // eslint-disable-next-line portal/logical-properties
              left={`${at(v)}%`}
              transform={i === 0 ? undefined : i === SCALE_TICKS.length - 1 ? 'translateX(-100%)' : 'translateX(-50%)'}
              whiteSpace="nowrap"
              data-testid="bmi-tick"
              data-at={at(v)}
            >
              {v === SCALE_MAX ? `${v}+` : v}
            </Text>
          ))}
        </Box>
      </Box>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" mt="3" fontSize="sm">
        {BMI_BANDS.map((b) => (
          <HStack key={b.band} gap="2" fontWeight={b.band === band ? 'bold' : 'normal'}>
            <Box w="3" h="3" borderRadius="sm" bg={BAND_COLOURS[b.band]} flexShrink={0} />
            <Text>
              {t(`tools.bmi.band.${b.band}`)} <RangeNote>{t(`tools.bmi.range.${b.band}`)}</RangeNote>
            </Text>
          </HStack>
        ))}
      </SimpleGrid>
      <Text mt="4" fontSize="sm">
        {t(`tools.bmi.advice.${band}`)}
      </Text>
    </Box>
  );
}

function RangeNote({ children }: { children: string }) {
  return (
    <Text as="span" color="fg.muted">
      ({children})
    </Text>
  );
}
