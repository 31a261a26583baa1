import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, maskMobile } from '@portal/shared/contracts';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Button, Dialog, Flex, Icon, OtpInput, Portal, Spinner, Stack, Text } from '@portal/shared/ui';
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

/**
 * Another member's report (docs/product.md#reports-member-code): a 6-digit code goes to that member's mobile; once verified a secure
 * message with Continue appears, and only then is the PDF fetched.
 */
export default function ReportOtpDialog({ open, member, code, onClose, onContinue, onExitComplete, purpose = 'report' }: ReportOtpDialogProps) {
  const { t } = useTranslation('records');
  const { send, verify } = code;
  const [otp, setOtp] = useState('');
  const sendError = send.error ? (isApiError(send.error) && send.error.status === 429 ? send.error.message : translateMessage(MSG.somethingWentWrongTryLaterNoDot)) : null;
  const verifyError = verify.isError ? translateMessage(MSG.invalidOtpServer) : null;
  const secure = verify.isSuccess;
  const words = purpose === 'summary' ? { title: 'summary.codeTitle', sentTo: 'summary.codeSentTo', secure: 'summary.codeSecure' } as const : { title: 'otp.title', sentTo: 'otp.sentTo', secure: 'otp.secureMessage' } as const;

  const resend = () => {
    setOtp('');
    verify.reset();
    send.mutate(member);
  };
  const check = (value: string) => {
    if (value.length !== 6) return;
    verify.mutate({ member, otp: value }, { onError: () => setOtp('') });
  };

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
                  <OtpInput value={otp} onChange={setOtp} onComplete={check} autoFocus disabled={verify.isPending} invalid={Boolean(verifyError)} label={t('otp.label')} describedBy={verifyError ? 'report-otp-error' : undefined} />
                  {verifyError ? <Text id="report-otp-error" role="alert" color="fg.error" fontSize="sm">{verifyError}</Text> : null}
                  <Flex gap="2" justify="space-between" wrap="wrap">
                    <Button variant="ghost" size="sm" onClick={resend} disabled={verify.isPending}>{t('otp.resend')}</Button>
                    <Button onClick={() => check(otp)} disabled={otp.length !== 6} loading={verify.isPending}>{t('otp.verify')}</Button>
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
