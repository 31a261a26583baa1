import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@portal/shared/api';
import { DOCUMENT_TYPES, MSG, normalizeEmiratesId, type LangCode } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, FormField, Heading, Input, MobileInput, NativeSelect, SimpleGrid, Stack, Text, toast, useBrandTheme, DobInput } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { focusField } from '../fields/focus-field';
import { cleanDocumentIdTyping, maskEmiratesIdTyping } from '../fields/field-formats';
import { useCountries, useDocumentTypes, useGenders } from '../lookups/use-lookups';
import { finishLogin } from '../login/finish-login';
import { registerUaePassUser } from './uae-pass.api';
import { isUaeRegisterState, type UaeLinkState } from './uae-register-state';
import { uaeRegisterErrors, type UaeRegisterErrors, type UaeRegisterValues } from './uae-register-rules';

const EXPIRED_REDIRECT_MS = 3000;

/**
 * /home/UAEregister (account §2): the identity provider's name, mobile, e-mail, gender, nationality and
 * document, read-only; the person gives the date of birth (and a document, when the provider had none)
 * and presses Register → registeruaepassuser → the dashboard. A number already registered says so
 * (account §5) and offers to link instead.
 */
export default function UaeRegisterPage() {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const { state } = useLocation();
  const { brand } = useBrandTheme();
  const countries = useCountries();
  const genders = useGenders();
  const documentTypes = useDocumentTypes();
  const [values, setValues] = useState<UaeRegisterValues>({ dateOfBirth: '', documentTypeId: '', documentId: '' });
  const [errors, setErrors] = useState<UaeRegisterErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  if (!isUaeRegisterState(state)) return <Navigate to="/home/login" replace />;
  const { referenceId, profile: p } = state;
  const providerDocument = p.documentTypeId !== null && p.documentId ? { documentTypeId: p.documentTypeId, documentId: p.documentId } : null;
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  const typeId = Number(values.documentTypeId);

  const update = (key: keyof UaeRegisterValues, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(uaeRegisterErrors(next, providerDocument));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = uaeRegisterErrors(values, providerDocument);
    setErrors(found);
    const first = (['documentTypeId', 'documentId', 'dateOfBirth'] as const).find((k) => found[k]);
    if (first) {
      focusField(`uaeregister-${first}`);
      return;
    }
    setBusy(true);
    try {
      const res = await registerUaePassUser(
        {
          referenceId,
          dateOfBirth: values.dateOfBirth,
          ...(providerDocument
            ? {}
            : { documentTypeId: typeId, documentId: typeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(values.documentId) : values.documentId.trim() }),
        },
        lang,
      );
      if (res.message.status === 'Success' && res.data?.token) {
        const { uaeUser: _flag, ...login } = res.data;
        await finishLogin(login, { brand, navigate, uaeUser: true });
        return;
      }
      if (res.message.status === 'Conflict') {
        toast.error(MSG.mobileAlreadyRegisteredLink);
        setTaken(true);
        return;
      }
      // The provider's answer is no longer usable (expired or used): sign in with the provider again.
      toast.error(res.message.message || MSG.errorInRegistration);
      timer.current = setTimeout(() => navigate('/home/login', { replace: true }), EXPIRED_REDIRECT_MS);
    } catch (err) {
      const field = isApiError(err) ? ((err.errorResponse?.data as { data?: { field?: string } } | null)?.data?.field ?? null) : null;
      const message = isApiError(err) && err.message ? err.message : MSG.errorInRegistration;
      if (field === 'dateOfBirth' || field === 'documentId' || field === 'documentTypeId') {
        setErrors({ [field]: message });
        focusField(`uaeregister-${field}`);
      } else toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const toLink = () => {
    const back: UaeLinkState = { uaePassLink: { referenceId, profile: p } };
    navigate('/home/login', { replace: true, state: back });
  };

  const err = (key: keyof UaeRegisterValues) => (errors[key] ? translateMessage(errors[key]!) : null);
  const gender = genders.find((g) => g.id === p.genderId)?.text ?? '';
  const nationality = countries.find((c) => c.id === p.countryId)?.name ?? '';
  const providerDocType = providerDocument ? (documentTypes.find((d) => d.id === providerDocument.documentTypeId)?.text ?? '') : '';
  const isEmiratesId = typeId === DOCUMENT_TYPES.emiratesId;
  const readOnly = (id: string, label: string, value: string, ltr = false) => (
    <FormField label={label} id={`uaeregister-${id}`} readOnly>
      <Input name={id} value={value} readOnly bg="bg.muted" color="fg" {...(ltr ? { dir: 'ltr', textAlign: 'start' as const } : {})} />
    </FormField>
  );

  return (
    <PublicFrame>
      <form onSubmit={submit} noValidate aria-labelledby="uaeregister-title" aria-describedby="uaeregister-subtitle">
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="2xl" id="uaeregister-title">
              {t('uaeRegister.title')}
            </Heading>
            <Text color="fg.muted" id="uaeregister-subtitle">
              {t('uaeRegister.subtitle')}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {readOnly('firstName', t('field.firstName'), p.firstName)}
            {readOnly('lastName', t('field.lastName'), p.lastName)}
          </SimpleGrid>
          <MobileInput
            id="uaeregister-mobile"
            countries={countries}
            callingCode={p.callingCode}
            onCallingCodeChange={() => undefined}
            value={p.mobile}
            onChange={() => undefined}
            label={t('field.mobile')}
            disabled
          />
          {readOnly('email', t('field.email'), p.email, true)}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {readOnly('gender', t('field.gender'), gender)}
            {readOnly('nationality', t('field.nationality'), nationality)}
          </SimpleGrid>
          {providerDocument ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {readOnly('documentType', t('field.documentType'), providerDocType)}
              {readOnly(
                'documentIdShown',
                t('field.documentId'),
                providerDocument.documentTypeId === DOCUMENT_TYPES.emiratesId ? maskEmiratesIdTyping(providerDocument.documentId) : providerDocument.documentId,
                true,
              )}
            </SimpleGrid>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('field.documentType')} error={err('documentTypeId')} required id="uaeregister-documentTypeId">
                <NativeSelect.Root>
                  <NativeSelect.Field name="documentTypeId" value={values.documentTypeId} onChange={(e) => update('documentTypeId', e.currentTarget.value)}>
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
              <FormField label={t('field.documentId')} error={err('documentId')} required id="uaeregister-documentId">
                <Input
                  name="documentId"
                  dir="ltr"
                  textAlign="start"
                  inputMode={isEmiratesId ? 'numeric' : 'text'}
                  value={values.documentId}
                  onChange={(e) => update('documentId', isEmiratesId ? maskEmiratesIdTyping(e.currentTarget.value) : cleanDocumentIdTyping(e.currentTarget.value))}
                />
              </FormField>
            </SimpleGrid>
          )}
          <FormField label={t('field.dateOfBirth')} error={err('dateOfBirth')} required id="uaeregister-dateOfBirth">
            <DobInput value={values.dateOfBirth} onChange={(v) => update('dateOfBirth', v)} />
          </FormField>
          <Box aria-live="polite">
            {taken ? (
              <Stack gap="3" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="md" p="4" data-testid="uaeregister-taken">
                <Text>{translateMessage(MSG.mobileAlreadyRegisteredLink)}</Text>
                <Button variant="outline" alignSelf="flex-start" onClick={toLink} data-testid="uaeregister-link">
                  {t('uaeRegister.linkInstead')}
                </Button>
              </Stack>
            ) : null}
          </Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} data-testid="uaeregister-submit">
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}
