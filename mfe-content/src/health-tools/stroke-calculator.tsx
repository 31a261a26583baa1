import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { allAnswered, colourCounts, STROKE_QUESTIONS, strokeRisk, type StrokeAnswers, type StrokeRisk } from './stroke';

export const RISK_COLOURS: Record<StrokeRisk, string> = { low: '#2f855a', moderate: '#b7791f', high: '#c53030' };
const RISKS: StrokeRisk[] = ['low', 'moderate', 'high'];

/** Stroke risk calculator (docs/product.md#content-health-tools): all 8 questions required; low, moderate or high. */
export function StrokeCalculator() {
  const { t } = useTranslation('content');
  const [answers, setAnswers] = useState<StrokeAnswers>({});
  const [result, setResult] = useState<StrokeRisk | null>(null);
  const [tried, setTried] = useState(false);
  const complete = allAnswered(answers);

  const calculate = () => {
    setTried(true);
    setResult(complete ? strokeRisk(answers) : null);
  };

  return (
    <Stack gap="6">
      <Text color="fg.muted">{t('tools.stroke.intro')}</Text>
      <Stack as="ol" gap="4" listStyleType="none" p="0">
        {STROKE_QUESTIONS.map((q, qi) => {
          const missing = tried && !answers[q.id];
          return (
            <Box as="li" key={q.id} borderWidth="1px" borderRadius="md" p="4" borderColor={missing ? 'border.error' : 'border'} data-testid={`stroke-${q.id}`}>
              <RadioGroup.Root
                value={answers[q.id] ?? null}
                onValueChange={(e) => {
                  setAnswers((a) => ({ ...a, [q.id]: e.value ?? undefined }));
                  setResult(null);
                }}
                aria-labelledby={`stroke-q-${q.id}`}
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
              {missing ? (
                <Text color="fg.error" fontSize="sm" mt="2">
                  {t('tools.stroke.required')}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {tried && !complete ? (
        <Text color="fg.error" role="alert">
          {t('tools.stroke.allRequired')}
        </Text>
      ) : null}
      <HStack gap="3">
        <Button onClick={calculate}>{t('tools.calculate')}</Button>
        <Button variant="ghost" onClick={() => (setAnswers({}), setResult(null), setTried(false))}>
          {t('tools.reset')}
        </Button>
      </HStack>
      {result ? <StrokeResult risk={result} answers={answers} /> : null}
    </Stack>
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
