import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_CALLING_CODE, FEEDBACK_EXPERIENCES, MSG } from '@portal/shared/contracts';
import { generalFeedbackSchema } from '@portal/shared/contracts/schemas';
import { useZodForm } from '@portal/shared/forms';
import { useSession } from '@portal/shared/session';
import { FormField, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@portal/shared/ui';
import { FormDialog, SentThanks } from '../common/form-dialog';
import { formMessages } from '../common/form-message';
import { useSendThenClose } from '../common/use-send-then-close';
import { ContactMobile } from '../contact/contact-form';
import { messageText } from '../content-site/messages';
import { useSaveGeneralFeedback } from './feedback.api';

/** Like the contact forms (docs/product.md#content-requests): the dialog closes 2 s after the thank-you. */
export const SUCCESS_CLOSE_MS = 2000;

/** The shared rule of general feedback, with in-patient asked as Yes / No. */
const formSchema = generalFeedbackSchema.extend({
  inPatient: z.enum(['yes', 'no'], { error: MSG.allFieldsRequired }).transform((v) => v === 'yes'),
});
type Values = z.input<typeof formSchema>;
const REQUIRED = ['inPatient', 'experience', 'name', 'mobile', 'email', 'comment'] as const;
const ORDER = ['inPatient', 'experience', 'name', 'mobile', 'callingCode', 'email', 'comment'] as const;

/**
 * General patient feedback (inPatient, experience, name, email, callingCode, mobile, comment;
 * POST user/savefeedback): a short rating that needs no facility questionnaire. Same rules and 2 s close
 * as the other contact forms.
 */
export function GeneralFeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  const user = useSession((s) => s.user);
  const form = useZodForm(formSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { inPatient: '' as never, experience: '' as never, name: user ? `${user.firstName} ${user.lastName}`.trim() : '', email: user?.email ?? '', callingCode: user?.callingCode || DEFAULT_CALLING_CODE, mobile: user?.mobile ?? '', comment: '' },
  });
  const sending = useSendThenClose(useSaveGeneralFeedback(), onClose, SUCCESS_CLOSE_MS);
  const errors = formMessages(form.formState.errors, form.watch(), REQUIRED, ORDER);
  const control = form.control as unknown as Control<Values>;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('generalFeedback.title')}
      onSubmit={form.handleSubmit((v) => sending.mutate(v))}
      submitLabel={t('submit')}
      status={sending.status}
      outcome={<SentThanks />}
      errors={errors.map((e) => messageText(t, e))}
      errorTestId="contact-error"
      submitTestId="contact-submit"
      testId="general-feedback-dialog"
    >
      <Stack gap="4">
        <Choice control={control} name="inPatient" id="gf-inpatient" label={t('generalFeedback.inPatient')} options={['yes', 'no']} text={(v) => t(`generalFeedback.${v}`)} />
        <Choice control={control} name="experience" id="gf-experience" label={t('generalFeedback.experience')} options={FEEDBACK_EXPERIENCES} text={(v) => t(`generalFeedback.experiences.${v}`)} />
        <FormField label={t('international.fullName')} required>
          <Input {...form.register('name')} maxLength={200} />
        </FormField>
        <ContactMobile control={control} label={t('form.mobile')} />
        <FormField label={t('form.email')} required>
          <Input {...form.register('email')} type="email" dir="ltr" maxLength={254} />
        </FormField>
        <FormField label={t('international.comment')} required>
          <Textarea {...form.register('comment')} rows={4} maxLength={1000} dir="auto" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

function Choice({ control, name, id, label, options, text }: { control: Control<Values>; name: 'inPatient' | 'experience'; id: string; label: string; options: readonly string[]; text: (v: string) => string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup.Root value={(field.value as string) || null} onValueChange={(e) => field.onChange(e.value ?? '')} aria-labelledby={id}>
          <Text id={id} fontWeight="medium" mb="2">
            {label} *
          </Text>
          <HStack gap="5" wrap="wrap">
            {options.map((v) => (
              <RadioGroup.Item key={v} value={v} cursor="pointer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{text(v)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      )}
    />
  );
}
