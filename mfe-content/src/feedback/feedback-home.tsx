import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, FormField, NativeSelect, PageHeader, Stack, Text } from '@portal/shared/ui';
import { ContentList } from '../content-site/page-state';
import type { FeedbackStepProps } from './feedback-questions';
import { FeedbackStart } from './feedback-start';

/** The feedback page's home: the facility, then Feedback (visit type, questionnaire), a quick rating or a complaint. */
export function FeedbackHome(props: FeedbackStepProps & { onStart: () => void; onRate: () => void }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { form, locations, vblog, onRate } = props;
  const facility = locations.data?.find((l) => l.vblog === vblog);
  return (
    <>
      <PageHeader title={t('feedback.homeTitle')} subtitle={t('feedback.homeSubtitle')} />
      <ContentList query={locations}>
        {(list) => (
          <Stack gap="5">
            <FormField label={t('feedback.facility')} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  data-testid="feedback-facility"
                  value={vblog}
                  onChange={(e) => {
                    form.setValue('vblog', e.currentTarget.value, { shouldDirty: true });
                    form.setValue('patientType', '');
                    form.setValue('answers', {});
                  }}
                >
                  {list.map((l) => (
                    <option key={l.vblog} value={l.vblog}>
                      {l.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FeedbackStart {...props} />
            <ActionCard title={t('generalFeedback.card')} text={t('generalFeedback.cardText')} action={t('generalFeedback.open')} onClick={onRate} testId="feedback-rate" />
            <ActionCard title={t('complaint.title')} text={t('complaint.intro')} action={t('complaint.raise')} disabled={!facility} onClick={() => navigate('/auth/complaint', { state: { facility } })} testId="feedback-complaint" />
          </Stack>
        )}
      </ContentList>
    </>
  );
}

function ActionCard({ title, text, action, onClick, disabled, testId }: { title: string; text: string; action: string; onClick: () => void; disabled?: boolean; testId: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {text}
        </Text>
        <Button alignSelf="start" variant="outline" disabled={disabled} onClick={onClick} data-testid={testId}>
          {action}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
