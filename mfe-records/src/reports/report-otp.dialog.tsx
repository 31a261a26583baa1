import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Button, Dialog, Flex, Icon, OtpInput, Portal, Spinner, Stack, Text } from '@portal/shared/ui';
import { maskNumber } from './report-windows';
import { sendFamilyOtp, verifyFamilyOtp } from './reports.api';

export interface ReportOtpDialogProps {
  open: boolean;
  /** Whose number the code goes to. */
  member: { name: string; callingCode: string; mobile: string } | null;
  onClose: () => void;
  /** After the code is verified and the user pressed Continue on the secure message. */
  onContinue: () => void;
}

type Step = 'sending' | 'code' | 'verifying' | 'secure' | 'send-failed';

/**
 * Another member's report (care §4): a 6-digit code goes to that member's mobile; once verified a secure
 * message with Continue appears, and only then is the PDF fetched.
 */
export default function ReportOtpDialog({ open, member, onClose, onContinue }: ReportOtpDialogProps) {
  const { t } = useTranslation('records');
  const [step, setStep] = useState<Step>('sending');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sentFor = useRef<string | null>(null);

  const send = async () => {
    if (!member) return;
    setStep('sending');
    setError(null);
    setCode('');
    try {
      await sendFamilyOtp(member.callingCode, member.mobile);
      setStep('code');
    } catch (e) {
      setError(isApiError(e) && e.status === 429 ? e.message : translateMessage(MSG.somethingWentWrongTryLaterNoDot));
      setStep('send-failed');
    }
  };

  useEffect(() => {
    if (!open || !member) {
      sentFor.current = null;
      return;
    }
    const key = `${member.callingCode}${member.mobile}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, member?.callingCode, member?.mobile]);

  const verify = async (otp: string) => {
    if (!member || otp.length !== 6) return;
    setStep('verifying');
    setError(null);
    try {
      await verifyFamilyOtp(member.callingCode, member.mobile, otp);
      setStep('secure');
    } catch {
      setError(translateMessage(MSG.invalidOtpServer));
      setCode('');
      setStep('code');
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header pe="12">
              <Dialog.Title>{step === 'secure' ? t('otp.secureTitle') : t('otp.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {step === 'sending' ? (
                <Flex role="status" align="center" gap="2" color="fg.muted">
                  <Spinner size="sm" /> <Text>{t('otp.sending')}</Text>
                </Flex>
              ) : null}
              {step === 'send-failed' ? (
                <Stack gap="3">
                  <Text role="alert" color="fg.error">{error}</Text>
                  <Button alignSelf="start" variant="outline" onClick={() => void send()}>{t('otp.resend')}</Button>
                </Stack>
              ) : null}
              {step === 'code' || step === 'verifying' ? (
                <Stack gap="4">
                  <Text>{t('otp.sentTo', { name: member?.name ?? '', number: `+${member?.callingCode ?? ''} ${maskNumber(member?.mobile ?? '')}` })}</Text>
                  <OtpInput value={code} onChange={setCode} onComplete={(v) => void verify(v)} autoFocus disabled={step === 'verifying'} invalid={Boolean(error)} label={t('otp.label')} describedBy={error ? 'report-otp-error' : undefined} />
                  {error ? <Text id="report-otp-error" role="alert" color="fg.error" fontSize="sm">{error}</Text> : null}
                  <Flex gap="2" justify="space-between" wrap="wrap">
                    <Button variant="ghost" size="sm" onClick={() => void send()} disabled={step === 'verifying'}>{t('otp.resend')}</Button>
                    <Button onClick={() => void verify(code)} disabled={code.length !== 6} loading={step === 'verifying'}>{t('otp.verify')}</Button>
                  </Flex>
                </Stack>
              ) : null}
              {step === 'secure' ? (
                <Stack gap="4" align="center" textAlign="center">
                  <Icon name="report" size={40} />
                  <Text>{t('otp.secureMessage', { name: member?.name ?? '' })}</Text>
                </Stack>
              ) : null}
            </Dialog.Body>
            {step === 'secure' ? (
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
