import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { mandatoryAnswered, MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Box, Button, HStack, PageHeader, QueryState, Stack, Text, toast } from '@portal/shared/ui';
import { useContentSite } from '../content-site/content-site.api';
import { questionnaireQuery, saveFeedbackAnswers, type FeedbackLocation, type PatientType } from './feedback.api';
import type { FeedbackChoice } from './feedback-choice';
import { Questionnaire } from './questionnaire';

export interface FeedbackStepProps {
  form: UseFormReturn<FeedbackChoice>;
  locations: UseQueryResult<FeedbackLocation[]>;
  types: UseQueryResult<PatientType[]>;
  vblog: string;
  patientType: string;
  askVisitType: boolean;
}

/** The facility's questionnaire for the visit type; Submit once every mandatory question is answered (docs/product.md#content-requests). */
export function FeedbackQuestions({ form, locations, types, vblog, patientType, onBack, onSent }: FeedbackStepProps & { onBack: () => void; onSent: () => void }) {
  const { t } = useTranslation('content');
  const user = useSession((s) => s.user);
  const questions = useQuery(questionnaireQuery(useContentSite(), vblog, patientType));
  const facility = locations.data?.find((l) => l.vblog === vblog);
  const qs = questions.data ?? [];
  const answers = form.watch('answers');
  const sending = form.formState.isSubmitting;
  const answered = mandatoryAnswered(qs, answers);

  const submit = form.handleSubmit(async (v) => {
    if (!user) return;
    try {
      await saveFeedbackAnswers({
        userName: `${user.firstName} ${user.lastName}`.trim(),
        userMobile: `${user.callingCode ?? ''}${user.mobile ?? ''}`,
        userEmail: user.email ?? '',
        vblog,
        FPlatform: 'Portal',
        patientType,
        UserResponse: qs.map((q) => ({ Questionid: q.questionID, Answer: (v.answers[q.questionID] ?? '').trim() })).filter((r) => r.Answer),
      });
      onSent();
    } catch (e) {
      toast.error((e as Error).message || MSG.somethingWentWrong);
    }
  });

  return (
    <Box maxW="3xl">
      <PageHeader title={t('feedback.title')} subtitle={facility ? `${facility.name} · ${types.data?.find((p) => p.patient_type_value === patientType)?.patient_type_label ?? ''}` : undefined} onBack={onBack} />
      <QueryState query={questions} empty={translateMessage(MSG.noFeedbackQuestions)} emptyIcon="feedback">
        {() => (
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted">
              {t('feedback.mandatoryNote')}
            </Text>
            <Questionnaire questions={qs} answers={answers} onAnswer={(id, value) => form.setValue('answers', { ...form.getValues('answers'), [id]: value }, { shouldDirty: true })} />
            {!answered ? (
              <Text fontSize="sm" color="fg.muted" role="status">
                {t('rules.answerMandatoryQuestions')}
              </Text>
            ) : null}
            <HStack gap="3">
              <Button variant="outline" onClick={onBack}>
                {t('back')}
              </Button>
              <Button onClick={() => void submit()} disabled={!answered || sending} loading={sending} data-testid="feedback-submit">
                {t('submit')}
              </Button>
            </HStack>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
