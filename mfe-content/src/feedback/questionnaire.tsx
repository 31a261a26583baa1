import { useTranslation } from 'react-i18next';
import type { FeedbackQuestion } from '@portal/shared/contracts';
import { Box, FormField, Input, NativeSelect, RadioGroup, Stack, Text, Textarea, Wrap } from '@portal/shared/ui';

/** One question per its type: R radio, T multiline text, I input text, D dropdown. */
export function QuestionField({ q, value, onChange }: { q: FeedbackQuestion; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('content');
  const required = q.is_mandatory === 'Yes';
  const id = `q-${q.questionID}`;
  if (q.questiontype === 'R') {
    return (
      <Box data-testid={`question-${q.questionID}`} data-type="R">
        <RadioGroup.Root value={value || null} onValueChange={(e) => onChange(e.value ?? '')} aria-labelledby={id}>
          <Text id={id} fontWeight="medium" mb="2">
            {q.question}
            {required ? <Text as="span" color="fg.error" aria-label={t('requiredMark')}> *</Text> : null}
          </Text>
          <Wrap gap="4">
            {q.options.map((o) => (
              <RadioGroup.Item key={o} value={o} cursor="pointer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Wrap>
        </RadioGroup.Root>
      </Box>
    );
  }
  return (
    <Box data-testid={`question-${q.questionID}`} data-type={q.questiontype}>
      <FormField label={q.question} required={required}>
        {q.questiontype === 'T' ? (
          <Textarea rows={3} maxLength={1000} dir="auto" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
        ) : q.questiontype === 'D' ? (
          <NativeSelect.Root>
            <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
              <option value="">{t('select')}</option>
              {q.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          <Input maxLength={200} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
        )}
      </FormField>
    </Box>
  );
}

export function Questionnaire({ questions, answers, onAnswer }: { questions: FeedbackQuestion[]; answers: Record<number, string>; onAnswer: (id: number, v: string) => void }) {
  return (
    <Stack gap="5">
      {questions.map((q) => (
        <QuestionField key={q.questionID} q={q} value={answers[q.questionID] ?? ''} onChange={(v) => onAnswer(q.questionID, v)} />
      ))}
    </Stack>
  );
}
