import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CALLING_CODE, MSG, type ContactRequestBody } from '@portal/shared/contracts';
import { contactRequestSchema } from '@portal/shared/contracts/schemas';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { countriesQuery } from '@portal/shared/masterdata';
import { useSession } from '@portal/shared/session';
import { Box, Button, CloseButton, Dialog, FormField, Input, MobileInput, Portal, SimpleGrid, Stack, Text, Textarea } from '@portal/shared/ui';
import { useRequestCallBack } from '../api/telecare.api';

/**
 * Request Call Back (docs/product.md#content-requests): first name, last name, mobile (8–10 digits), e-mail and message, all
 * required, checked here by the contact forms' shared rule (contactRequestSchema) and again by the server with it; POST /user/requestcallback. Success
 * shows the spec's thank-you with a link to the dashboard; a failure 'Something went wrong!'. The form is
 * mounted with each opening: every request starts from the account's details.
 */
export default function RequestCallBackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('telecare');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }} placement="center" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="call-back-dialog">
            <CallBackForm onClose={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The form's fields: the request body's, as typed. */
type CallBackFields = { [K in keyof ContactRequestBody]-?: string };
const REQUIRED = ['firstName', 'lastName', 'email', 'mobile', 'message'] as const;
const ORDER = ['firstName', 'lastName', 'mobile', 'callingCode', 'email', 'message'] as const;

/** The one message the form shows, in the spec's order: 'All fields are required' while one is blank, then the first rule failing. */
function firstMessage(errors: FieldErrors<CallBackFields>, f: CallBackFields): string | null {
  if (Object.keys(errors).length === 0) return null;
  if (REQUIRED.some((k) => !String(f[k] ?? '').trim())) return MSG.allFieldsRequired;
  return ORDER.map((k) => errors[k]?.message).find(Boolean) ?? MSG.allFieldsRequired;
}

/** The request and its answer. */
function CallBackForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('telecare');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const form = useZodForm(contactRequestSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', mobile: user?.mobile ?? '', callingCode: user?.callingCode || DEFAULT_CALLING_CODE, message: '' },
  });
  const countries = useQuery(countriesQuery(i18n.language)).data ?? [];
  const send = useRequestCallBack();
  const state = send.isPending ? 'sending' : send.data === true ? 'sent' : send.isError || send.data === false ? 'failed' : 'idle';
  const error = firstMessage(form.formState.errors as FieldErrors<CallBackFields>, form.getValues() as CallBackFields);

  // Typing again clears the message and a failure: the next Submit judges the form again.
  const changed = () => {
    form.clearErrors();
    if (state === 'failed') send.reset();
  };
  const field = (k: 'firstName' | 'lastName' | 'email' | 'message') => form.register(k, { onChange: changed });
  const submit = form.handleSubmit((v) => send.mutate(v));

  return (
      <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{state === 'sent' ? t('callBack.successTitle') : t('callBack.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {state === 'sent' ? (
                  <Box role="status" p="4" bg="green.subtle" borderRadius="md" data-testid="call-back-success">
                    <Text fontWeight="semibold">{translateMessage(MSG.contactThanks)}</Text>
                  </Box>
                ) : (
                  <Stack gap="3">
                    <Text color="fg.muted">{t('callBack.intro')}</Text>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                      <FormField label={t('callBack.firstName')} required>
                        <Input {...field('firstName')} autoComplete="given-name" maxLength={100} />
                      </FormField>
                      <FormField label={t('callBack.lastName')} required>
                        <Input {...field('lastName')} autoComplete="family-name" maxLength={100} />
                      </FormField>
                    </SimpleGrid>
                    <Controller
                      control={form.control}
                      name="callingCode"
                      render={({ field: code }) => (
                        <Controller
                          control={form.control}
                          name="mobile"
                          render={({ field: mobile }) => (
                            <MobileInput
                              label={t('callBack.mobile')}
                              required
                              countries={countries}
                              callingCode={String(code.value)}
                              onCallingCodeChange={(v) => (code.onChange(v), changed())}
                              value={String(mobile.value ?? '')}
                              onChange={(v) => (mobile.onChange(v), changed())}
                              onBlur={mobile.onBlur}
                              name={mobile.name}
                            />
                          )}
                        />
                      )}
                    />
                    <FormField label={t('callBack.email')} required>
                      <Input {...field('email')} type="email" dir="ltr" autoComplete="email" maxLength={254} />
                    </FormField>
                    <FormField label={t('callBack.message')} required>
                      <Textarea {...field('message')} rows={4} dir="auto" maxLength={1000} />
                    </FormField>
                    <Box aria-live="assertive">
                      {error ? (
                        <Text color="fg.error" role="alert" data-testid="call-back-error">
                          {translateMessage(error)}
                        </Text>
                      ) : null}
                      {state === 'failed' ? (
                        <Text color="fg.error" role="alert" data-testid="call-back-failed">
                          {translateMessage(MSG.somethingWentWrong)}
                        </Text>
                      ) : null}
                    </Box>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {state === 'sent' ? (
                  <Button onClick={() => (onClose(), navigate('/auth/dashboard'))} data-testid="call-back-dashboard">
                    {t('callBack.goDashboard')}
                  </Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={onClose}>
                      {t('callBack.cancel')}
                    </Button>
                    <Button type="submit" loading={state === 'sending'} data-testid="call-back-submit">
                      {t('callBack.submit')}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </form>
  );
}
