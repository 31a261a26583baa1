import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MSG, maskMobile } from '@portal/shared/contracts';
import { isApiError } from '@portal/shared/api';
import { otpSchema } from '@portal/shared/contracts/schemas';
import { OtpField, useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { Button, Dialog, Flex, Icon, Portal, Spinner, Stack, Text } from '@portal/shared/ui';
import type { CodeMember, ReportCode } from './reports.api';

export interface ReportOtpDialogProps {
  open: boolean;
  /** Whose number the code goes to. */
  member: CodeMember;
  /** The page's send and verify mutations: the code was sent when the report was asked for. */
  code: ReportCode;
  onClose: () => void;
  /** After the code is verified and the user pressed Continue on the secure message. */
  onContinue: () => void;
  /** The dialog has finished closing (its focus is back where it came from). */
  onExitComplete?: () => void;
  /** What the code opens: a report (default) or the member's health summary (its own words). */
  purpose?: 'report' | 'summary';
}

const codeForm = z.object({ otp: otpSchema });

/**
 * Another member's report (docs/product.md#reports-member-code): a 6-digit code goes to that member's mobile; once verified a secure
 * message with Continue appears, and only then is the PDF fetched.
 */
export default function ReportOtpDialog({ open, member, code, onClose, onContinue, onExitComplete, purpose = 'report' }: ReportOtpDialogProps) {
  const { t } = useTranslation('records');
  const { send, verify } = code;
  // The code by the rule the API checks it with; a code the server refused is the field's message (and is emptied).
  const form = useZodForm(codeForm, { mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues: { otp: '' } });
  const otp = String(form.watch('otp') ?? '');
  const sendError = send.error ? (isApiError(send.error) && send.error.status === 429 ? send.error.message : translateMessage(MSG.somethingWentWrongTryLaterNoDot)) : null;
  const secure = verify.isSuccess;
  const words = purpose === 'summary' ? { title: 'summary.codeTitle', sentTo: 'summary.codeSentTo', secure: 'summary.codeSecure' } as const : { title: 'otp.title', sentTo: 'otp.sentTo', secure: 'otp.secureMessage' } as const;

  const resend = () => {
    form.reset({ otp: '' });
    verify.reset();
    send.mutate(member);
  };
  const check = form.handleSubmit(({ otp: value }) =>
    verify.mutate(
      { member, otp: value },
      {
        onError: () => {
          form.setValue('otp', '');
          form.setError('otp', { message: MSG.invalidOtpServer });
        },
      },
    ),
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} onExitComplete={onExitComplete} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header pe="12">
              <Dialog.Title>{secure ? t('otp.secureTitle') : t(words.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {send.isPending ? (
                <Flex role="status" align="center" gap="2" color="fg.muted">
                  <Spinner size="sm" /> <Text>{t('otp.sending')}</Text>
                </Flex>
              ) : sendError ? (
                <Stack gap="3">
                  <Text role="alert" color="fg.error">{sendError}</Text>
                  <Button alignSelf="start" variant="outline" onClick={resend}>{t('otp.resend')}</Button>
                </Stack>
              ) : secure ? (
                <Stack gap="4" align="center" textAlign="center">
                  <Icon name="report" size={40} />
                  <Text>{t(words.secure, { name: member.name })}</Text>
                </Stack>
              ) : (
                <Stack gap="4">
                  <Text>{t(words.sentTo, { name: member.name, number: `\u2066+${member.callingCode} ${maskMobile(member.mobile)}\u2069` })}</Text>
                  <OtpField control={form.control} name="otp" onChange={() => form.clearErrors('otp')} onComplete={() => void check()} autoFocus disabled={verify.isPending} label={t('otp.label')} />
                  <Flex gap="2" justify="space-between" wrap="wrap">
                    <Button variant="ghost" size="sm" onClick={resend} disabled={verify.isPending}>{t('otp.resend')}</Button>
                    <Button onClick={() => void check()} disabled={otp.length !== 6} loading={verify.isPending}>{t('otp.verify')}</Button>
                  </Flex>
                </Stack>
              )}
            </Dialog.Body>
            {secure ? (
              <Dialog.Footer>
                <Button onClick={onContinue}>{t('otp.continue')}</Button>
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('common.close')} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
