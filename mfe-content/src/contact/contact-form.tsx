import type { ReactNode } from 'react';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_CALLING_CODE, ENGAGEMENT_MSG } from '@portal/shared/contracts';
import { contactRequestSchema } from '@portal/shared/contracts/schemas';
import { useZodForm } from '@portal/shared/forms';
import { countriesQuery } from '@portal/shared/masterdata';
import { useSession } from '@portal/shared/session';
import { Box, FormField, HStack, Input, MobileInput, RadioGroup, SimpleGrid, Stack, Text, Textarea } from '@portal/shared/ui';
import { FormDialog, SentThanks } from '../common/form-dialog';
import { formMessages } from '../common/form-message';
import { useSendThenClose } from '../common/use-send-then-close';
import type { ContactRequest } from './contact.api';
import { messageText } from '../content-site/messages';

export const SUCCESS_CLOSE_MS = 2000;

const MODES = ['mobile', 'email', 'both'] as const;
/** The contact request's shared rules, with the mode of communication ask a doctor needs. */
const contactSchema = contactRequestSchema.extend({ mode: z.union([z.enum(MODES), z.literal('')]) });
const askSchema = contactRequestSchema.extend({ mode: z.enum(MODES, { error: ENGAGEMENT_MSG.selectCommunicationMode }) });
type Values = z.input<typeof contactSchema>;
const REQUIRED = ['firstName', 'lastName', 'mobile', 'email', 'message'] as const;
const ORDER = ['firstName', 'lastName', 'mobile', 'callingCode', 'email', 'mode', 'message'] as const;

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: ReactNode;
  messageLabel: string;
  /** Ask a doctor: the mode of communication (mobile, email or both) is required. */
  withMode?: boolean;
  /** The request's mutation (contact.api.ts): the form sends its fields through it. */
  send: UseMutationResult<void, Error, ContactRequest>;
  testId: string;
}

/**
 * The contact, call back and ask-a-doctor form (docs/product.md#content-requests): all fields required, mobile
 * 8–10 digits, e-mail pattern (and a mode for ask a doctor). Success shows the spec's thank-you and
 * closes after 2 s; a failure shows 'Something went wrong!'.
 */
export function ContactFormDialog({ open, onClose, title, intro, messageLabel, withMode, send, testId }: Props) {
  const { t } = useTranslation('content');
  const user = useSession((s) => s.user);
  const form = useZodForm(withMode ? askSchema : contactSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', mobile: user?.mobile ?? '', callingCode: user?.callingCode || DEFAULT_CALLING_CODE, message: '', mode: '' },
  });
  const sending = useSendThenClose(send, onClose, SUCCESS_CLOSE_MS);
  const errors = formMessages(form.formState.errors, form.watch(), REQUIRED, ORDER);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      onSubmit={form.handleSubmit((v) => {
        const { mode, ...fields } = v as Values;
        sending.mutate({ fields: { ...fields, mobile: String(fields.mobile), callingCode: String(fields.callingCode) }, mode: mode ?? '' });
      })}
      submitLabel={t('submit')}
      status={sending.status}
      outcome={<SentThanks />}
      errors={errors.map((e) => messageText(t, e))}
      errorTestId="contact-error"
      submitTestId="contact-submit"
      testId={testId}
    >
      <Stack gap="3">
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('form.firstName')} required>
            <Input {...form.register('firstName')} maxLength={100} />
          </FormField>
          <FormField label={t('form.lastName')} required>
            <Input {...form.register('lastName')} maxLength={100} />
          </FormField>
        </SimpleGrid>
        <ContactMobile control={form.control as unknown as Control<Values>} label={t('form.mobile')} />
        <FormField label={t('form.email')} required>
          <Input {...form.register('email')} type="email" dir="ltr" maxLength={254} />
        </FormField>
        {withMode ? <ModeChoice control={form.control as unknown as Control<Values>} testId={testId} /> : null}
        <FormField label={messageLabel} required>
          <Textarea {...form.register('message')} rows={4} maxLength={1000} dir="auto" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

/** The calling code and mobile of a content form (the calling codes of the portal's master data). */
export function ContactMobile<T extends { mobile: unknown; callingCode: unknown }>({ control, label }: { control: Control<T>; label: string }) {
  const { i18n } = useTranslation();
  const countries = useQuery(countriesQuery(i18n.language));
  const c = control as unknown as Control<{ mobile: string; callingCode: string }>;
  return (
    <Controller
      control={c}
      name="callingCode"
      render={({ field: code }) => (
        <Controller
          control={c}
          name="mobile"
          render={({ field }) => (
            <MobileInput label={label} required countries={countries.data ?? []} callingCode={String(code.value)} onCallingCodeChange={code.onChange} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
          )}
        />
      )}
    />
  );
}

function ModeChoice({ control, testId }: { control: Control<Values>; testId: string }) {
  const { t } = useTranslation('content');
  return (
    <Controller
      control={control}
      name="mode"
      render={({ field }) => (
        <Box>
          <RadioGroup.Root value={field.value || null} onValueChange={(e) => field.onChange(e.value ?? '')} aria-labelledby={`${testId}-mode`}>
            <Text id={`${testId}-mode`} fontWeight="medium" mb="2">
              {t('askDoctor.mode')} *
            </Text>
            <HStack gap="5" wrap="wrap">
              {MODES.map((m) => (
                <RadioGroup.Item key={m} value={m} cursor="pointer">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`askDoctor.modes.${m}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Box>
      )}
    />
  );
}
