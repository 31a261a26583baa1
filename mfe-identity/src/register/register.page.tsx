import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DEFAULT_CALLING_CODE, DOCUMENT_TYPES, MSG } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { Box, Button, Checkbox, ConfirmDialog, FormField, Heading, Input, Link, MobileInput, NativeSelect, Stack, Text, toast, DobInput } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { focusField } from '../fields/focus-field';
import { cleanDocumentIdTyping, maskEmiratesIdTyping } from '../fields/field-formats';
import { useCountries, useDocumentTypes } from '../lookups/use-lookups';
import { OtpStep } from '../otp/otp-step';
import { identifyForRegistration, verifyOtpForRegistration } from './register.api';
import { normalisedDocumentId, registrationErrors, type RegistrationDetails, type RegistrationErrors } from './register-rules';
import type { SignUpState } from './register-state';
import { LegalTextDialog, type LegalKind } from './legal-text-dialog';
import { UaePassButton } from '../uae-pass/uae-pass-button';

const ALREADY_REGISTERED_REDIRECT_MS = 2000;

/**
 * /home/register (account §2, §4): number, document and date of birth → 'cannot be changed later'
 * confirmation → identify (registration) → OTP step → verifyOtpForRegistration → /home/sign-up.
 */
export default function RegisterPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const countries = useCountries();
  const documentTypes = useDocumentTypes();
  const [values, setValues] = useState<RegistrationDetails>({
    callingCode: DEFAULT_CALLING_CODE,
    mobile: '',
    documentTypeId: String(DOCUMENT_TYPES.emiratesId),
    documentId: '',
    dateOfBirth: '',
    agreed: false,
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [legal, setLegal] = useState<LegalKind | null>(null);
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const [referenceId, setReferenceId] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (redirectTimer.current && clearTimeout(redirectTimer.current)), []);

  const typeId = Number(values.documentTypeId);
  const isEmiratesId = typeId === DOCUMENT_TYPES.emiratesId;

  const update = <K extends keyof RegistrationDetails>(key: K, value: RegistrationDetails[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first attempt the messages follow the typing, so a fixed field loses its error at once.
    if (submitted) setErrors(registrationErrors(next));
  };

  const identify = async (): Promise<boolean> => {
    try {
      const res = await identifyForRegistration({
        callingCode: values.callingCode,
        mobile: values.mobile,
        dateOfBirth: values.dateOfBirth,
        documentTypeId: typeId,
        documentId: normalisedDocumentId(typeId, values.documentId),
      });
      if (res.data?.isExistingUser) {
        toast.error(MSG.mobileAlreadyRegistered);
        redirectTimer.current = setTimeout(() => navigate('/home/login', { replace: true }), ALREADY_REGISTERED_REDIRECT_MS);
        return false;
      }
      if (res.data?.otpSent && res.data.referenceId) {
        setReferenceId(res.data.referenceId);
        return true;
      }
      toast.error(res.message.message || MSG.somethingWentWrong);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : MSG.somethingWentWrong);
    }
    return false;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = registrationErrors(values);
    setErrors(found);
    const first = (['mobile', 'documentTypeId', 'documentId', 'dateOfBirth', 'agreed'] as const).find((k) => found[k]);
    if (first) {
      focusField(`register-${first}`);
      return;
    }
    setConfirming(true);
  };

  const confirmed = async () => {
    setBusy(true);
    const sent = await identify();
    setBusy(false);
    setConfirming(false);
    if (sent) setStep('otp');
  };

  const verify = async (otp: string): Promise<boolean> => {
    try {
      const res = await verifyOtpForRegistration({ referenceId, otp });
      if (res.message.status === 'Success' && res.data?.validOtp) {
        const state: SignUpState = {
          otp,
          referanceId: referenceId,
          prospectUser: {
            callingCode: values.callingCode,
            mobile: values.mobile,
            documentTypeId: typeId,
            documentId: normalisedDocumentId(typeId, values.documentId),
            dateOfBirth: values.dateOfBirth,
          },
        };
        navigate('/home/sign-up', { state });
        return true;
      }
      toast.error(res.message.message || MSG.invalidOtpServer);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : MSG.invalidOtpServer);
    }
    return false;
  };

  const resend = async (): Promise<boolean> => {
    const sent = await identify();
    if (sent) toast.success(t('otp.resent'));
    return sent;
  };

  const err = (key: keyof RegistrationDetails) => (errors[key] ? t(errors[key]!) : null);

  if (step === 'otp') {
    return (
      <PublicFrame>
        <OtpStep
          title={t('register.otpTitle')}
          callingCode={values.callingCode}
          mobile={values.mobile}
          onVerify={verify}
          onResend={resend}
          onBack={() => setStep('details')}
        />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame>
      <form onSubmit={submit} noValidate aria-labelledby="register-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl" id="register-title">
            {t('register.title')}
          </Heading>
          <Text color="fg.muted">{t('register.subtitle')}</Text>
        </Stack>
        <MobileInput
          id="register-mobile"
          countries={countries}
          callingCode={values.callingCode}
          onCallingCodeChange={(c) => update('callingCode', c)}
          value={values.mobile}
          onChange={(d) => update('mobile', d)}
          label={t('field.mobile')}
          error={err('mobile')}
          required
        />
        <FormField label={t('field.documentType')} error={err('documentTypeId')} required id="register-documentTypeId">
          <NativeSelect.Root>
            <NativeSelect.Field
              name="documentTypeId"
              value={values.documentTypeId}
              onChange={(e) => {
                const next = { ...values, documentTypeId: e.currentTarget.value, documentId: '' };
                setValues(next);
                if (submitted) setErrors(registrationErrors(next));
              }}
            >
              <option value="">{t('field.selectPlaceholder')}</option>
              {documentTypes.map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.text}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label={t('field.documentId')}
          error={err('documentId')}
          required
          id="register-documentId"
          helperText={isEmiratesId ? t('field.emiratesIdHint') : undefined}
        >
          <Input
            name="documentId"
            dir="ltr"
            textAlign="start"
            inputMode={isEmiratesId ? 'numeric' : 'text'}
            placeholder={isEmiratesId ? '784-____-_______-_' : undefined}
            value={values.documentId}
            onChange={(e) => update('documentId', isEmiratesId ? maskEmiratesIdTyping(e.currentTarget.value) : cleanDocumentIdTyping(e.currentTarget.value))}
          />
        </FormField>
        <FormField label={t('field.dateOfBirth')} error={err('dateOfBirth')} required id="register-dateOfBirth">
          <DobInput value={values.dateOfBirth} onChange={(v) => update('dateOfBirth', v)} />
        </FormField>
        <Box>
          <Checkbox.Root
            checked={values.agreed}
            onCheckedChange={(e) => update('agreed', e.checked === true)}
            invalid={Boolean(errors.agreed)}
            alignItems="flex-start"
            ids={{ hiddenInput: 'register-agreed' }}
            data-testid="register-terms"
          >
            <Checkbox.HiddenInput aria-describedby={errors.agreed ? 'register-agreed-error' : undefined} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">
              {t('register.agreePrefix')}{' '}
              <LegalLink onOpen={() => setLegal('terms')}>{t('common:footer.terms')}</LegalLink> {t('register.and')}{' '}
              <LegalLink onOpen={() => setLegal('privacy')}>{t('common:footer.privacy')}</LegalLink>
            </Checkbox.Label>
          </Checkbox.Root>
          <Box aria-live="polite">
            {errors.agreed ? (
              <Text id="register-agreed-error" color="fg.error" textStyle="xs" mt="1.5">
                {t(errors.agreed)}
              </Text>
            ) : null}
          </Box>
        </Box>
        <Button type="submit" colorPalette="brand" size="lg" data-testid="register-continue">
          {t('common:button.continue')}
        </Button>
        <UaePassButton purpose="register" />
        <Text textAlign="center" textStyle="sm">
          {t('register.haveAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/home/login">{t('register.toLogin')}</RouterLink>
          </Link>
        </Text>
      </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('register.confirmTitle')}
        body={t('register.confirmBody')}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirming(false)}
        busy={busy}
      />
      <LegalTextDialog kind={legal} onClose={() => setLegal(null)} />
    </PublicFrame>
  );
}

/** A link-looking button inside the checkbox label: opening a text must not tick the box. */
function LegalLink({ onOpen, children }: { onOpen: () => void; children: string }) {
  return (
    <Link
      as="button"
      color="brand.fg"
      fontWeight="semibold"
      textDecoration="underline"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Link>
  );
}
