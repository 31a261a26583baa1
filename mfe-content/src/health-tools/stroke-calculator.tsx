import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@portal/shared/forms';
import { Box, Button, Flex, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { colourCounts, STROKE_QUESTIONS, strokeFormSchema, strokeRisk, type StrokeAnswers, type StrokeRisk } from './stroke';

export const RISK_COLOURS: Record<StrokeRisk, string> = { low: '#2f855a', moderate: '#b7791f', high: '#c53030' };
const RISKS: StrokeRisk[] = ['low', 'moderate', 'high'];

/**
 * Stroke risk calculator (docs/product.md#content-health-tools): all 8 questions required; low, moderate or high.
 * After a Calculate with questions left, each one left says so until it is answered.
 */
export function StrokeCalculator() {
  const { t } = useTranslation('content');
  const form = useZodForm(strokeFormSchema, { mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: {} });
  const [result, setResult] = useState<{ risk: StrokeRisk; answers: StrokeAnswers } | null>(null);
  const { errors, isSubmitted } = form.formState;
  const unanswered = Object.keys(errors).length > 0;

  return (
    <form noValidate aria-label={t('tools.stroke.title')} onSubmit={form.handleSubmit((answers) => setResult({ risk: strokeRisk(answers), answers }))}>
      <Stack gap="6">
      <Text color="fg.muted">{t('tools.stroke.intro')}</Text>
      <Stack as="ol" gap="4" listStyleType="none" p="0">
        {STROKE_QUESTIONS.map((q, qi) => {
          const missing = !!errors[q.id];
          return (
            <Box as="li" key={q.id} borderWidth="1px" borderRadius="md" p="4" borderColor={missing ? 'border.error' : 'border'} data-testid={`stroke-${q.id}`}>
              <Controller
                control={form.control}
                name={q.id}
                render={({ field }) => (
                  <RadioGroup.Root
                    name={field.name}
                    value={field.value ?? null}
                    onValueChange={(e) => {
                      field.onChange(e.value ?? undefined);
                      setResult(null);
                    }}
                    aria-labelledby={`stroke-q-${q.id}`}
                    aria-invalid={missing || undefined}
                  >
                    <Text id={`stroke-q-${q.id}`} fontWeight="medium" mb="3">
                      {qi + 1}. {t(`tools.stroke.q.${q.id}.label`)}
                    </Text>
                    <Flex gap="4" wrap="wrap">
                      {q.options.map((o) => (
                        <RadioGroup.Item key={o.id} value={o.id} cursor="pointer">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{t(`tools.stroke.q.${q.id}.${o.id}`)}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Flex>
                  </RadioGroup.Root>
                )}
              />
              {missing ? (
                <Text color="fg.error" fontSize="sm" mt="2">
                  {t('tools.stroke.required')}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {isSubmitted && unanswered ? (
        <Text color="fg.error" role="alert">
          {t('tools.stroke.allRequired')}
        </Text>
      ) : null}
      <HStack gap="3">
        <Button type="submit">{t('tools.calculate')}</Button>
        <Button type="button" variant="ghost" onClick={() => (form.reset({}), setResult(null))}>
          {t('tools.reset')}
        </Button>
      </HStack>
      {result ? <StrokeResult risk={result.risk} answers={result.answers} /> : null}
      </Stack>
    </form>
  );
}

/** A three-step meter with the active level highlighted and named, plus the counts that led there. */
export function StrokeResult({ risk, answers }: { risk: StrokeRisk; answers: StrokeAnswers }) {
  const { t } = useTranslation('content');
  const c = colourCounts(answers);
  return (
    <Box role="status" aria-live="polite" borderWidth="2px" borderColor={RISK_COLOURS[risk]} borderRadius="lg" p="5" data-testid="stroke-result" data-risk={risk}>
      <Text fontSize="sm" color="fg.muted">
        {t('tools.stroke.yourRisk')}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color={RISK_COLOURS[risk]} data-testid="stroke-risk">
        {t(`tools.stroke.risk.${risk}`)}
      </Text>
      <SimpleGrid columns={3} gap="1" mt="4" aria-hidden>
        {RISKS.map((r) => (
          <Box key={r} h="3" borderRadius="full" bg={RISK_COLOURS[r]} opacity={r === risk ? 1 : 0.25} />
        ))}
        {RISKS.map((r) => (
          <Text key={r} fontSize="xs" textAlign="center" fontWeight={r === risk ? 'bold' : 'normal'}>
            {t(`tools.stroke.risk.${r}`)}
          </Text>
        ))}
      </SimpleGrid>
      <HStack gap="4" mt="4" fontSize="sm" wrap="wrap">
        <Text>{t('tools.stroke.redCount', { count: c.red })}</Text>
        <Text>{t('tools.stroke.yellowCount', { count: c.yellow })}</Text>
      </HStack>
      <Text mt="3" fontSize="sm">
        {t(`tools.stroke.advice.${risk}`)}
      </Text>
    </Box>
  );
}
