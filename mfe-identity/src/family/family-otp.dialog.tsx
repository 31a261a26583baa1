import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MSG } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { otpSchema } from '@portal/shared/contracts/schemas';
import { translateMessage } from '@portal/shared/i18n';
import { OtpField, PhoneNumber, useZodForm } from '@portal/shared/forms';
import { Button, CloseButton, Countdown, Dialog, Portal, Stack, Text, toast } from '@portal/shared/ui';
import { useResendFamilyOtp, useVerifyFamilyOtp } from './family.api';

export interface FamilyOtpDialogProps {
  open: boolean;
  referenceId: string;
  /** The member's number the code went to (shown masked). */
  callingCode: string;
  mobile: string;
  onReference: (referenceId: string) => void;
  onVerified: (message: string) => void;
  onClose: () => void;
}

const codeForm = z.object({ otp: otpSchema });

/** The member's six-digit code (docs/product.md#family-adding): auto-submit at 6 digits, resend after a 60 s countdown. */
export function FamilyOtpDialog({ open, referenceId, callingCode, mobile, onReference, onVerified, onClose }: FamilyOtpDialogProps) {
  const { t } = useTranslation('identity');
  // The code is checked by the rule the API checks it with; what the server says of it is the field's message too.
  const form = useZodForm(codeForm, { mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues: { otp: '' } });
  const refuse = (message: string) => form.setError('otp', { message });
  const [canResend, setCanResend] = useState(false);
  const [round, setRound] = useState(0);
  const check = useVerifyFamilyOtp(referenceId, {
    onSuccess: (res) => (res.data?.validOtp ? onVerified(res.message.message || MSG.familyMemberAddedUpdated) : refuse(MSG.invalidOtpServer)),
    onError: (e) => {
      if (isApiError(e) && e.message === MSG.duplicateDocumentId) toast.error(translateMessage(e.message));
      else refuse(isApiError(e) && e.status === 400 ? MSG.invalidOtpServer : MSG.somethingWentWrong);
    },
  });
  const sendAgain = useResendFamilyOtp(referenceId, {
    onMutate: () => setCanResend(false),
    onSuccess: (res) => {
      onReference(res.data.referenceId);
      form.reset({ otp: '' });
      setRound((r) => r + 1);
      toast.success(translateMessage(MSG.otpSent));
    },
    onError: (e) => {
      toast.error(isApiError(e) && e.status === 429 ? e.message : translateMessage(MSG.errorSendingOtp));
      setCanResend(true);
    },
  });
  const busy = check.isPending;

  const verify = form.handleSubmit(({ otp }) => {
    if (!busy) check.mutate(otp);
  });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', md: 'sm' }} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="family-otp-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('account.family.otpTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text id="family-otp-help">
                  {translateMessage(MSG.enterOtpSentTo)}{' '}
                  {/* One piece, left to right, never broken over two lines (an Arabic sentence around it). */}
                  <Text as="span" fontWeight="semibold">
                    <PhoneNumber callingCode={callingCode} mobile={mobile} />
                  </Text>
                </Text>
                <OtpField
                  key={round}
                  control={form.control}
                  name="otp"
                  onChange={() => form.clearErrors('otp')}
                  onComplete={() => void verify()}
                  disabled={busy}
                  label={t('account.family.otpLabel')}
                  describedBy="family-otp-help"
                  autoFocus
                />
                <Stack direction="row" align="center" gap="2" wrap="wrap">
                  {canResend ? (
                    <Button variant="ghost" size="sm" onClick={() => sendAgain.mutate()} data-testid="family-otp-resend">
                      {t('common:button.resend')}
                    </Button>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      {t('account.family.resendIn')} <Countdown seconds={60} restartKey={round} onDone={() => setCanResend(true)} />
                    </Text>
                  )}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('common:button.cancel')}
              </Button>
              <Button onClick={() => void verify()} loading={busy} data-testid="family-otp-verify">
                {t('account.family.verify')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:button.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
