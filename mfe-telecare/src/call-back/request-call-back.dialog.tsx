import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CALLING_CODE, MSG, contactFormMessage, type ContactRequestBody } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { countriesQuery } from '@portal/shared/masterdata';
import { useSession } from '@portal/shared/session';
import { Box, Button, CloseButton, Dialog, FormField, Input, MobileInput, Portal, SimpleGrid, Stack, Text, Textarea } from '@portal/shared/ui';
import { requestCallBack } from '../api/telecare.api';

/**
 * Request Call Back (docs/product.md#content-requests): first name, last name, mobile (8–10 digits), e-mail and message, all
 * required, checked here and again on the server with the same rules; POST /user/requestcallback. Success
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

/** The request and its answer. */
function CallBackForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('telecare');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [f, setF] = useState<CallBackFields>(() => ({
    firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', mobile: user?.mobile ?? '',
    callingCode: user?.callingCode || DEFAULT_CALLING_CODE, message: '',
  }));
  const [error, setError] = useState<string | null>(null);
  const countries = useQuery(countriesQuery(i18n.language)).data ?? [];
  const send = useMutation({ mutationFn: requestCallBack });
  const state = send.isPending ? 'sending' : send.data === true ? 'sent' : send.isError || send.data === false ? 'failed' : 'idle';

  const set = (k: keyof CallBackFields) => (v: string) => {
    setF((x) => ({ ...x, [k]: v }));
    setError(null);
    if (state === 'failed') send.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = contactFormMessage(f);
    if (problem) setError(problem);
    else send.mutate({ ...f, mobile: f.mobile.trim(), email: f.email.trim() });
  };

  return (
      <form onSubmit={submit} noValidate>
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
                        <Input name="firstName" autoComplete="given-name" value={f.firstName} maxLength={100} onChange={(e) => set('firstName')(e.currentTarget.value)} />
                      </FormField>
                      <FormField label={t('callBack.lastName')} required>
                        <Input name="lastName" autoComplete="family-name" value={f.lastName} maxLength={100} onChange={(e) => set('lastName')(e.currentTarget.value)} />
                      </FormField>
                    </SimpleGrid>
                    <MobileInput label={t('callBack.mobile')} required countries={countries} callingCode={f.callingCode} onCallingCodeChange={set('callingCode')} value={f.mobile} onChange={set('mobile')} />
                    <FormField label={t('callBack.email')} required>
                      <Input name="email" type="email" dir="ltr" autoComplete="email" value={f.email} maxLength={254} onChange={(e) => set('email')(e.currentTarget.value)} />
                    </FormField>
                    <FormField label={t('callBack.message')} required>
                      <Textarea name="message" rows={4} dir="auto" value={f.message} maxLength={1000} onChange={(e) => set('message')(e.currentTarget.value)} />
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
