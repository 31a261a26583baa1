import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFormMessage, DEFAULT_CALLING_CODE, MSG, type CommunicationMode } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, FormField, Input, MobileInput, RadioGroup, SimpleGrid, Stack, Text, Textarea, HStack } from '@portal/shared/ui';
import { FormDialog } from '../common/form-dialog';
import { getCountries } from '../content-site/content-site.api';
import { useContent } from '../content-site/use-content';
import { messageText } from '../content-site/messages';

export const SUCCESS_CLOSE_MS = 2000;

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  callingCode: string;
  message: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: ReactNode;
  messageLabel: string;
  /** Ask a doctor: the mode of communication (mobile, email or both) is required. */
  withMode?: boolean;
  send: (fields: ContactFields, mode: CommunicationMode | '') => Promise<boolean>;
  testId: string;
}

/**
 * The contact, call back and ask-a-doctor form (care §5, account §5, §8): all fields required, mobile
 * 8–10 digits, e-mail pattern (and a mode for ask a doctor). Success shows the spec's thank-you and
 * closes after 2 s; a failure shows 'Something went wrong!'.
 */
export function ContactFormDialog({ open, onClose, title, intro, messageLabel, withMode, send, testId }: Props) {
  const { t } = useTranslation('content');
  const user = useSession((s) => s.user);
  const countries = useContent('countries', getCountries, { contentSite: false });
  const [f, setF] = useState<ContactFields>(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    callingCode: user?.callingCode || DEFAULT_CALLING_CODE,
    message: '',
  }));
  const [mode, setMode] = useState<CommunicationMode | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (k: keyof ContactFields) => (v: string) => {
    setF((x) => ({ ...x, [k]: v }));
    setError(null);
    if (state === 'failed') setState('idle');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = contactFormMessage(f, mode, withMode);
    if (problem) return setError(problem);
    setState('sending');
    try {
      const ok = await send(f, mode);
      if (!ok) throw new Error('not saved');
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
      title={title}
      onSubmit={submit}
      actions={state !== 'sent'}
      submitLabel={t('submit')}
      submitting={state === 'sending'}
      error={error ? messageText(t, error) : null}
      errorTestId="contact-error"
      failed={state === 'failed'}
      submitTestId="contact-submit"
      testId={testId}
    >
      {state === 'sent' ? (
        <Box role="status" p="4" bg="green.subtle" borderRadius="md" data-testid="contact-success">
          <Text fontWeight="semibold">{translateMessage(MSG.contactThanks)}</Text>
        </Box>
      ) : (
        <Stack gap="3">
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label={t('form.firstName')} required>
              <Input name="firstName" value={f.firstName} maxLength={100} onChange={(e) => set('firstName')(e.currentTarget.value)} />
            </FormField>
            <FormField label={t('form.lastName')} required>
              <Input name="lastName" value={f.lastName} maxLength={100} onChange={(e) => set('lastName')(e.currentTarget.value)} />
            </FormField>
          </SimpleGrid>
          <MobileInput
            label={t('form.mobile')}
            required
            countries={countries.data ?? []}
            callingCode={f.callingCode}
            onCallingCodeChange={set('callingCode')}
            value={f.mobile}
            onChange={set('mobile')}
          />
          <FormField label={t('form.email')} required>
            <Input name="email" type="email" dir="ltr" value={f.email} maxLength={254} onChange={(e) => set('email')(e.currentTarget.value)} />
          </FormField>
          {withMode ? (
            <Box>
              <RadioGroup.Root value={mode || null} onValueChange={(e) => (setMode((e.value ?? '') as CommunicationMode | ''), setError(null))} aria-labelledby={`${testId}-mode`}>
                <Text id={`${testId}-mode`} fontWeight="medium" mb="2">
                  {t('askDoctor.mode')} *
                </Text>
                <HStack gap="5" wrap="wrap">
                  {(['mobile', 'email', 'both'] as const).map((m) => (
                    <RadioGroup.Item key={m} value={m} cursor="pointer">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`askDoctor.modes.${m}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Box>
          ) : null}
          <FormField label={messageLabel} required>
            <Textarea name="message" rows={4} value={f.message} maxLength={1000} onChange={(e) => set('message')(e.currentTarget.value)} />
          </FormField>
        </Stack>
      )}
    </FormDialog>
  );
}
