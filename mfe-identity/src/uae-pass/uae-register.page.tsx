import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@portal/shared/api';
import { DobField, SelectField, TextField, useZodForm } from '@portal/shared/forms';
import { DOCUMENT_TYPES, MSG, normalizeEmiratesId, type LangCode } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Heading, SimpleGrid, Stack, Text, toast, useBrandTheme, useLater } from '@portal/shared/ui';
import { PublicFrame } from '../frame/public-frame';
import { focusField } from '../fields/focus-field';
import { cleanDocumentIdTyping, maskEmiratesIdTyping } from '../fields/field-formats';
import { useDocumentTypes } from '../lookups/use-lookups';
import { finishLogin } from '../login/finish-login';
import { useRegisterUaePassUser } from './uae-account.api';
import { isUaeRegisterState, type UaeLinkState, type UaeRegisterState } from './uae-register-state';
import { uaeRegisterSchema, type UaeRegisterValues } from './uae-register-rules';
import { UaeProviderDetails } from './uae-provider-details';

const EXPIRED_REDIRECT_MS = 3000;
const ASKED = ['documentTypeId', 'documentId', 'dateOfBirth'] as const;

/**
 * /home/UAEregister (docs/product.md#accounts-digital-identity): the identity provider's name, mobile, e-mail, gender, nationality and
 * document, read-only; the person gives the date of birth (and a document, when the provider had none)
 * and presses Register → registeruaepassuser → the dashboard. A number already registered says so
 * and offers to link instead.
 */
export default function UaeRegisterPage() {
  const { state } = useLocation();
  return isUaeRegisterState(state) ? <UaeRegisterForm answer={state} /> : <Navigate to="/home/login" replace />;
}

function UaeRegisterForm({ answer: { referenceId, profile: p } }: { answer: UaeRegisterState }) {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const later = useLater();
  const { brand } = useBrandTheme();
  const documentTypes = useDocumentTypes();
  const providerDocument = p.documentTypeId !== null && p.documentId ? { documentTypeId: p.documentTypeId, documentId: p.documentId } : null;
  const form = useZodForm(uaeRegisterSchema(providerDocument), { defaultValues: { dateOfBirth: '', documentTypeId: '', documentId: '' }, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const isEmiratesId = Number(useWatch({ control: form.control, name: 'documentTypeId' })) === DOCUMENT_TYPES.emiratesId;
  const [taken, setTaken] = useState(false);

  const register = useRegisterUaePassUser((i18n.language === 'ar' ? 'ar' : 'en') as LangCode, {
    onSuccess: async (res) => {
      if (res.message.status === 'Success' && res.data?.token) {
        const { uaeUser: _flag, ...login } = res.data;
        return finishLogin(login, { brand, navigate, uaeUser: true });
      }
      if (res.message.status === 'Conflict') {
        toast.error(MSG.mobileAlreadyRegisteredLink);
        return setTaken(true);
      }
      // The provider's answer is no longer usable (expired or used): sign in with the provider again.
      toast.error(res.message.message || MSG.errorInRegistration);
      later(() => navigate('/home/login', { replace: true }), EXPIRED_REDIRECT_MS);
    },
    onError: (err) => {
      const field = isApiError(err) ? ((err.errorResponse?.data as { data?: { field?: string } } | null)?.data?.field ?? null) : null;
      const message = isApiError(err) && err.message ? err.message : MSG.errorInRegistration;
      const asked = ASKED.find((k) => k === field);
      if (!asked) return void toast.error(message);
      form.setError(asked, { message });
      focusField(`uaeregister-${asked}`);
    },
  });
  const submit = form.handleSubmit(
    (v: UaeRegisterValues) => {
      const typeId = Number(v.documentTypeId);
      const document = providerDocument ? {} : { documentTypeId: typeId, documentId: typeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(v.documentId) : v.documentId.trim() };
      register.mutate({ referenceId, dateOfBirth: v.dateOfBirth, ...document });
    },
    (errors) => {
      const first = ASKED.find((k) => errors[k]);
      if (first) focusField(`uaeregister-${first}`);
    },
  );
  const toLink = () => navigate('/home/login', { replace: true, state: { uaePassLink: { referenceId, profile: p } } satisfies UaeLinkState });

  return (
    <PublicFrame>
      <form onSubmit={(e) => (register.isPending ? e.preventDefault() : void submit(e))} noValidate aria-labelledby="uaeregister-title" aria-describedby="uaeregister-subtitle">
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="2xl" id="uaeregister-title">
              {t('uaeRegister.title')}
            </Heading>
            <Text color="fg.muted" id="uaeregister-subtitle">
              {t('uaeRegister.subtitle')}
            </Text>
          </Stack>
          <UaeProviderDetails p={p} providerDocument={providerDocument} />
          {providerDocument ? null : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField control={form.control} name="documentTypeId" id="uaeregister-documentTypeId" label={t('field.documentType')} required options={documentTypes} placeholder={t('field.selectPlaceholder')} />
              <TextField
                control={form.control}
                name="documentId"
                id="uaeregister-documentId"
                label={t('field.documentId')}
                required
                dir="ltr"
                textAlign="start"
                inputMode={isEmiratesId ? 'numeric' : 'text'}
                format={(typed) => (isEmiratesId ? maskEmiratesIdTyping(typed) : cleanDocumentIdTyping(typed))}
              />
            </SimpleGrid>
          )}
          <DobField control={form.control} name="dateOfBirth" id="uaeregister-dateOfBirth" label={t('field.dateOfBirth')} required />
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
          <Button type="submit" colorPalette="brand" size="lg" loading={register.isPending} data-testid="uaeregister-submit">
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}
