import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Button, Card, FormField, NativeSelect, Text } from '@portal/shared/ui';
import type { FeedbackStepProps } from './feedback-questions';

/** 'Share your feedback': the visit type where the brand asks for it, then Give feedback. */
export function FeedbackStart({ form, types, vblog, patientType, askVisitType, onStart }: FeedbackStepProps & { onStart: () => void }) {
  const { t } = useTranslation('content');
  const noTypes = !!vblog && types.isSuccess && types.data.length === 0;
  return (
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
          <FormField label={t('feedback.visitType')} required>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="feedback-visit-type"
                value={patientType}
                onChange={(e) => {
                  form.setValue('patientType', e.currentTarget.value, { shouldDirty: true });
                  form.setValue('answers', {});
                }}
              >
                <option value="">{t('select')}</option>
                {(types.data ?? []).map((p) => (
                  <option key={p.patient_type_value} value={p.patient_type_value}>
                    {p.patient_type_label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <Button alignSelf="start" disabled={!vblog || !patientType} onClick={onStart} data-testid="feedback-start">
          {t('feedback.giveFeedback')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
