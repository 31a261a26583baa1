import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, maskMobile } from '@portal/shared/rules';
import { otpSchema } from '@portal/shared/contracts/schemas';
import { OtpField, useZodForm } from '@portal/shared/forms';
import { Box, Button, Heading, HStack, Stack, Text, useCountdown } from '@portal/shared/ui';

export interface OtpStepProps {
  /** The number the code went to (calling code and mobile); shown masked but for its last 4 digits. */
  callingCode: string;
  mobile: string;
  /** Checks the code. Resolves true when it was accepted (the caller moves on), false to let the person retry. */
  onVerify: (otp: string) => Promise<boolean>;
  /** Sends a new code. Resolves true when sent (the countdown starts again). */
  onResend: () => Promise<boolean>;
  /** A back link (registration and forgot password); omitted on the login OTP page. */
  onBack?: () => void;
  /** h1 on its own page, h2 inside a page with its own heading. */
  headingLevel?: 'h1' | 'h2';
  title: string;
}

const codeForm = z.object({ otp: otpSchema });

/**
 * The six-digit step of login, registration and forgot password (docs/product.md#accounts-fields): submits by itself at
 * the sixth digit, Verify for those who prefer a button, Resend enabled when the 60 s countdown (mm:ss)
 * reaches zero.
 */
export function OtpStep({ callingCode, mobile, onVerify, onResend, onBack, headingLevel = 'h1', title }: OtpStepProps) {
  const { t } = useTranslation('identity');
  // The code by the rule the API checks it with (the callers answer the server's refusals with their own messages).
  const form = useZodForm(codeForm, { mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues: { otp: '' } });
  const otp = String(form.watch('otp') ?? '');
  const { done, restart, text } = useCountdown(LIMITS.otpResendSeconds);
  const describedBy = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  // The sixth digit and Verify can both ask within one render: only the first asks the server.
  const busyRef = useRef(false);

  const focusFirstBox = () => groupRef.current?.querySelector('input')?.focus();

  // The step waits on its caller's calls (they are the caller's own, with their own messages): no server state here.
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  const check = (code: string) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    void onVerify(code)
      .then((accepted) => {
        if (accepted) return;
        // A wrong code is cleared so the next attempt starts from the first box.
        form.setValue('otp', '');
        setTimeout(focusFirstBox, 0);
      }, () => undefined)
      .finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
  };
  const verify = () => form.handleSubmit(({ otp: code }) => check(code))();
  const sendAgain = () => {
    setResending(true);
    void onResend()
      .then((sent) => {
        if (!sent) return;
        form.reset({ otp: '' });
        restart();
        focusFirstBox();
      }, () => undefined)
      .finally(() => setResending(false));
  };

  return (
    <Stack gap="5" as="section" aria-labelledby={`${describedBy}-title`}>
      <Stack gap="2">
        <Heading as={headingLevel} size="xl" id={`${describedBy}-title`}>
          {title}
        </Heading>
        <Text color="fg.muted" id={`${describedBy}-hint`}>
          {t('common:msg.enterOtpSentTo')}{' '}
          <Text as="span" fontWeight="semibold" color="fg" whiteSpace="nowrap">
            {/* A phone number reads left to right in Arabic too: isolate it from the sentence. */}
            <bdi dir="ltr" data-testid="otp-masked-mobile">
              +{callingCode} {maskMobile(mobile)}
            </bdi>
          </Text>
        </Text>
      </Stack>
      {/* Six 3rem boxes are wider than a small phone's card: let them shrink, never grow past 3rem. */}
      <Box ref={groupRef} css={{ '& input': { flex: '1 1 0', minWidth: 0, maxWidth: '3rem' } }}>
        <OtpField
          control={form.control}
          name="otp"
          onChange={() => form.clearErrors('otp')}
          onComplete={() => void verify()}
          disabled={busy}
          label={t('otp.label')}
          describedBy={`${describedBy}-hint`}
          autoFocus
        />
      </Box>
      <Button onClick={() => void verify()} loading={busy} disabled={otp.length !== LIMITS.otpLength} colorPalette="brand" width="full">
        {t('otp.verify')}
      </Button>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text textStyle="sm" color="fg.muted" aria-live="off">
          {done ? t('otp.didNotGetIt') : t('common:ui.resendIn', { time: '' })}
          {done ? null : (
            <Text as="span" dir="ltr" fontVariantNumeric="tabular-nums" role="timer" data-testid="otp-countdown">
              {text}
            </Text>
          )}
        </Text>
        <Button variant="outline" size="sm" onClick={sendAgain} disabled={!done || resending || busy} loading={resending}>
          {t('common:button.resend')}
        </Button>
      </HStack>
      {onBack ? (
        <Button variant="plain" onClick={onBack} color="brand.fg" size="sm" alignSelf="flex-start" px="0" textDecoration="underline">
          {t('otp.back')}
        </Button>
      ) : null}
    </Stack>
  );
}
