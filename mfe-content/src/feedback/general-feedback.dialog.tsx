import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CALLING_CODE, FEEDBACK_EXPERIENCES, firstIssueMessage, MSG } from '@portal/shared/contracts';
// The schema (with zod) only for this dialog: browser bundles of @portal/shared/contracts leave zod out.
import { generalFeedbackSchema } from '@portal/shared/contracts/schemas';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, FormField, HStack, Input, MobileInput, RadioGroup, Stack, Text, Textarea } from '@portal/shared/ui';
import { FormDialog } from '../common/form-dialog';
import { getCountries } from '../content-site/content-site.api';
import { messageText } from '../content-site/messages';
import { useContent } from '../content-site/use-content';
import { saveGeneralFeedback } from './feedback.api';

/** Like the contact forms (care §8): the dialog closes 2 s after the thank-you. */
export const SUCCESS_CLOSE_MS = 2000;

type Experience = (typeof FEEDBACK_EXPERIENCES)[number];

/**
 * General patient feedback (care §3: inPatient, experience, name, email, callingCode, mobile, comment;
 * POST user/savefeedback): a short rating that needs no facility questionnaire. Same rules and 2 s close
 * as the other contact forms.
 */
export function GeneralFeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  const user = useSession((s) => s.user);
  const countries = useContent('countries', getCountries, { contentSite: false });
  const [f, setF] = useState({
    inPatient: '' as '' | 'yes' | 'no',
    experience: '' as Experience | '',
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    callingCode: user?.callingCode || DEFAULT_CALLING_CODE,
    mobile: user?.mobile ?? '',
    comment: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const set = (k: keyof typeof f, v: string) => {
    setF((x) => ({ ...x, [k]: v }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = generalFeedbackSchema.safeParse({ ...f, inPatient: f.inPatient === '' ? undefined : f.inPatient === 'yes', experience: f.experience || undefined });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    setState('sending');
    try {
      if (!(await saveGeneralFeedback(parsed.data))) throw new Error('not saved');
      setState('sent');
      timer.current = window.setTimeout(onClose, SUCCESS_CLOSE_MS);
    } catch {
      setState('failed');
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('generalFeedback.title')}
      onSubmit={submit}
      actions={state !== 'sent'}
      submitLabel={t('submit')}
      submitting={state === 'sending'}
      error={error ? messageText(t, error) : null}
      errorTestId="contact-error"
      failed={state === 'failed'}
      submitTestId="contact-submit"
      testId="general-feedback-dialog"
    >
      {state === 'sent' ? (
        <Box role="status" p="4" bg="green.subtle" borderRadius="md" data-testid="contact-success">
          <Text fontWeight="semibold">{translateMessage(MSG.contactThanks)}</Text>
        </Box>
      ) : (
        <Stack gap="4">
          <RadioGroup.Root value={f.inPatient || null} onValueChange={(e) => set('inPatient', e.value ?? '')} aria-labelledby="gf-inpatient">
            <Text id="gf-inpatient" fontWeight="medium" mb="2">
              {t('generalFeedback.inPatient')} *
            </Text>
            <HStack gap="5">
              {(['yes', 'no'] as const).map((v) => (
                <RadioGroup.Item key={v} value={v} cursor="pointer">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`generalFeedback.${v}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <RadioGroup.Root value={f.experience || null} onValueChange={(e) => set('experience', e.value ?? '')} aria-labelledby="gf-experience">
            <Text id="gf-experience" fontWeight="medium" mb="2">
              {t('generalFeedback.experience')} *
            </Text>
            <HStack gap="5" wrap="wrap">
              {FEEDBACK_EXPERIENCES.map((v) => (
                <RadioGroup.Item key={v} value={v} cursor="pointer">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`generalFeedback.experiences.${v}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <FormField label={t('international.fullName')} required>
            <Input name="name" value={f.name} maxLength={200} onChange={(e) => set('name', e.currentTarget.value)} />
          </FormField>
          <MobileInput label={t('form.mobile')} required countries={countries.data ?? []} callingCode={f.callingCode} onCallingCodeChange={(c) => set('callingCode', c)} value={f.mobile} onChange={(v) => set('mobile', v)} />
          <FormField label={t('form.email')} required>
            <Input name="email" type="email" dir="ltr" value={f.email} maxLength={254} onChange={(e) => set('email', e.currentTarget.value)} />
          </FormField>
          <FormField label={t('international.comment')} required>
            <Textarea name="comment" rows={4} maxLength={1000} value={f.comment} onChange={(e) => set('comment', e.currentTarget.value)} />
          </FormField>
        </Stack>
      )}
    </FormDialog>
  );
}
