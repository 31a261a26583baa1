import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mandatoryAnswered, MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, Button, Card, EmptyState, Field, HStack, Icon, NativeSelect, PageHeader, Stack, Text, toast } from '@portal/shared/ui';
import { LoadState } from '../content-site/page-state';
import { useContent } from '../content-site/use-content';
import { getFeedbackLocations, getPatientTypes, getQuestionnaire, saveFeedbackAnswers } from './feedback.api';
import { Questionnaire } from './questionnaire';
import { GeneralFeedbackDialog } from './general-feedback.dialog';

/** Brands that ask for the visit type first (care §2, §9); the others use the facility's first type. */
export const VISIT_TYPE_BRANDS = ['medeor', 'burjeel', 'lifecare', 'llh'];

/**
 * Feedback and complaint (care §2): choose a facility, then Feedback or Complaint. Feedback: visit type,
 * the facility's questionnaire, submit (enabled once every mandatory question is answered), thank-you
 * page. Flow states home (0), questionnaire (1), thank-you (2); Back returns home.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const brand = useSession((s) => s.brandName) ?? 'burjeel';
  const askVisitType = VISIT_TYPE_BRANDS.includes(brand);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [vblog, setVblog] = useState('');
  const [patientType, setPatientType] = useState('');
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [sending, setSending] = useState(false);
  const [rating, setRating] = useState(false);

  const locations = useContent('feedback-locations', getFeedbackLocations);
  const types = useContent(vblog ? `types|${vblog}` : null, () => getPatientTypes(vblog));
  const questions = useContent(step === 1 && vblog && patientType ? `questions|${vblog}|${patientType}` : null, () => getQuestionnaire(vblog, patientType));

  // Both defaults are functional updates: an effect can run after a choice the patient made in the same moment
  // (a change event handled before the effect of the render that showed the options), and must not undo it
  // (the visit type would fall back to 'Select' right after it was chosen).
  useEffect(() => {
    const list = locations.data ?? [];
    if (list.length) setVblog((current) => current || (list.find((l) => l.vblog === user?.vblog)?.vblog ?? list[0]!.vblog));
  }, [locations.data, user?.vblog]);
  useEffect(() => {
    const list = types.data ?? [];
    // Without a visit-type question the facility's first type is used; with one, the patient chooses.
    if (list.length)
      setPatientType((current) => (list.some((p) => p.patient_type_value === current) ? current : askVisitType ? '' : list[0]!.patient_type_value));
  }, [types.data, askVisitType]);

  const facility = locations.data?.find((l) => l.vblog === vblog);
  const qs = questions.data ?? [];
  const canSubmit = qs.length > 0 && mandatoryAnswered(qs, answers) && !sending;

  const submit = async () => {
    if (!user || !canSubmit) return;
    setSending(true);
    try {
      await saveFeedbackAnswers({
        userName: `${user.firstName} ${user.lastName}`.trim(),
        userMobile: `${user.callingCode ?? ''}${user.mobile ?? ''}`,
        userEmail: user.email ?? '',
        vblog,
        FPlatform: 'Portal',
        patientType,
        UserResponse: qs.map((q) => ({ Questionid: q.questionID, Answer: (answers[q.questionID] ?? '').trim() })).filter((r) => r.Answer),
      });
      setStep(2);
    } catch (e) {
      toast.error((e as Error).message || MSG.somethingWentWrong);
    } finally {
      setSending(false);
    }
  };

  if (step === 2) {
    return (
      <Card.Root maxW="lg" mx="auto" variant="outline" data-testid="feedback-thanks">
        <Card.Body alignItems="center" textAlign="center" gap="3" py="10">
          <Box color="green.600">
            <Icon name="feedback" size={48} />
          </Box>
          <Text as="h1" fontSize="2xl" fontWeight="bold">
            {t('feedback.thanksTitle')}
          </Text>
          <Text color="fg.muted">{t('feedback.thanksText')}</Text>
          <Button onClick={() => navigate('/auth/dashboard')}>{t('goToHome')}</Button>
        </Card.Body>
      </Card.Root>
    );
  }

  if (step === 1) {
    return (
      <Box maxW="3xl">
        <PageHeader title={t('feedback.title')} subtitle={facility ? `${facility.name} · ${types.data?.find((p) => p.patient_type_value === patientType)?.patient_type_label ?? ''}` : undefined} onBack={() => setStep(0)} />
        {questions.loading || questions.error ? (
          <LoadState loading={questions.loading} error={questions.error} onRetry={questions.reload} />
        ) : qs.length === 0 ? (
          <EmptyState message={translateMessage(MSG.noFeedbackQuestions)} icon="feedback" />
        ) : (
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted">
              {t('feedback.mandatoryNote')}
            </Text>
            <Questionnaire questions={qs} answers={answers} onAnswer={(id, v) => setAnswers((a) => ({ ...a, [id]: v }))} />
            {!mandatoryAnswered(qs, answers) ? (
              <Text fontSize="sm" color="fg.muted" role="status">
                {t('rules.answerMandatoryQuestions')}
              </Text>
            ) : null}
            <HStack gap="3">
              <Button variant="outline" onClick={() => setStep(0)}>
                {t('back')}
              </Button>
              <Button onClick={submit} disabled={!canSubmit} loading={sending} data-testid="feedback-submit">
                {t('submit')}
              </Button>
            </HStack>
          </Stack>
        )}
      </Box>
    );
  }

  const noTypes = !!vblog && !types.loading && !types.error && (types.data ?? []).length === 0;
  return (
    <Box maxW="2xl">
      <PageHeader title={t('feedback.homeTitle')} subtitle={t('feedback.homeSubtitle')} />
      <LoadState loading={locations.loading} error={locations.error} empty={locations.data?.length === 0} onRetry={locations.reload} />
      {locations.data?.length ? (
        <Stack gap="5">
          <Field.Root required>
            <Field.Label>
              {t('feedback.facility')} <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="feedback-facility" value={vblog} onChange={(e) => (setVblog(e.currentTarget.value), setPatientType(''), setAnswers({}))}>
                {locations.data.map((l) => (
                  <option key={l.vblog} value={l.vblog}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Card.Root variant="outline">
            <Card.Body gap="4">
              <Text fontWeight="semibold" fontSize="lg">
                {t('feedback.shareFeedback')}
              </Text>
              {noTypes ? (
                <Text color="fg.error" role="alert">
                  {translateMessage(MSG.noFeedbackPatientType)}
                </Text>
              ) : askVisitType ? (
                <Field.Root required>
                  <Field.Label>
                    {t('feedback.visitType')} <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field data-testid="feedback-visit-type" value={patientType} onChange={(e) => (setPatientType(e.currentTarget.value), setAnswers({}))}>
                      <option value="">{t('select')}</option>
                      {(types.data ?? []).map((p) => (
                        <option key={p.patient_type_value} value={p.patient_type_value}>
                          {p.patient_type_label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              ) : null}
              <Button alignSelf="start" disabled={!vblog || !patientType} onClick={() => setStep(1)} data-testid="feedback-start">
                {t('feedback.giveFeedback')}
              </Button>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body gap="3">
              <Text fontWeight="semibold" fontSize="lg">
                {t('generalFeedback.card')}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {t('generalFeedback.cardText')}
              </Text>
              <Button alignSelf="start" variant="outline" onClick={() => setRating(true)} data-testid="feedback-rate">
                {t('generalFeedback.open')}
              </Button>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body gap="3">
              <Text fontWeight="semibold" fontSize="lg">
                {t('complaint.title')}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {t('complaint.intro')}
              </Text>
              <Button alignSelf="start" variant="outline" disabled={!facility} onClick={() => navigate('/auth/complaint', { state: { facility } })} data-testid="feedback-complaint">
                {t('complaint.raise')}
              </Button>
            </Card.Body>
          </Card.Root>
        </Stack>
      ) : null}
      {rating ? <GeneralFeedbackDialog open onClose={() => setRating(false)} /> : null}
    </Box>
  );
}
