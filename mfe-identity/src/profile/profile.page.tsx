import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, formatDisplayDate, formatEmiratesId, toIsoDate, normalizeEmiratesId } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Button, Card, ConfirmDialog, ErrorPanel, Grid, Heading, MobileInput, PageHeader, Spinner, Stack, Text, toast, Center } from '@portal/shared/ui';
import { useCountries, useDocumentTypes, useGenders } from '../lookups/use-lookups';
import { HospitalCard } from '../hospital/hospital-card';
import { ChangePasswordCard, DeleteAccountCard } from './account-cards';
import { PersonFields, type PersonField } from './person-fields';
import { hasMissing, personErrors, type FieldErrors, type PersonValues } from './person-rules';
import { ProfileImage } from './profile-image';
import { getProfile, saveProfile, type Profile } from './profile.api';

/** Fields a digital-identity account cannot change (account §5). */
const UAE_PASS_LOCKED = new Set<PersonField>(['firstName', 'lastName', 'email', 'genderId', 'countryId']);

function toValues(p: Profile): PersonValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    dateOfBirth: p.dateOfBirth ? (formatDisplayDate(p.dateOfBirth) ?? '') : '',
    genderId: p.genderId ? String(p.genderId) : '',
    countryId: p.countryId ? String(p.countryId) : '',
    documentTypeId: p.documentTypeId ? String(p.documentTypeId) : '',
    documentId: p.documentTypeId === 1 && p.documentId ? formatEmiratesId(p.documentId) : (p.documentId ?? ''),
  };
}
const docKey = (type: string, id: string) => `${type}|${type === '1' ? normalizeEmiratesId(id) : id.trim().toUpperCase()}`;

/** /auth/profile (account §2): personal details, profile image, change password, delete account. */
export default function ProfilePage() {
  const { t } = useTranslation('identity');
  const uaeUser = useSession((s) => s.uaeUser);
  const countries = useCountries();
  const genders = useGenders();
  const documentTypes = useDocumentTypes();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<PersonValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors<PersonValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [confirmDoc, setConfirmDoc] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = () => {
    setFailed(false);
    getProfile().then(
      (p) => {
        setProfile(p);
        setValues(toValues(p));
      },
      () => setFailed(true),
    );
  };
  useEffect(load, []);

  if (failed) return <ErrorPanel onRetry={load} />;
  if (!profile || !values) {
    return (
      <Center py="16" role="status" aria-label={t('account.loading')}>
        <Spinner />
      </Center>
    );
  }
  const identityUser = uaeUser || profile.isUaePassUser;

  const update = (key: PersonField, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(personErrors(next));
  };

  const save = async () => {
    setBusy(true);
    try {
      const res = await saveProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        mobile: profile.mobile,
        callingCode: profile.callingCode,
        dateOfBirth: values.dateOfBirth,
        genderId: Number(values.genderId),
        countryId: Number(values.countryId),
        documentTypeId: Number(values.documentTypeId),
        documentId: values.documentId,
      });
      toast.success(translateMessage(res.message.message || MSG.profileUpdated));
      useSession.getState().updateUser({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), isDOBAvailable: true });
      setProfile({ ...profile, ...values, dateOfBirth: toIsoDate(values.dateOfBirth), documentTypeId: Number(values.documentTypeId), documentId: values.documentId, genderId: Number(values.genderId), countryId: Number(values.countryId) });
    } catch (e) {
      toast.error(translateMessage(isApiError(e) && e.message ? e.message : MSG.errorUpdatingRecord));
    } finally {
      setBusy(false);
      setConfirmDoc(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = personErrors(values);
    setErrors(found);
    if (Object.keys(found).length) {
      if (hasMissing(found)) toast.error(translateMessage(MSG.allFieldsRequired));
      return;
    }
    // A change of document type or id asks for confirmation (account §5).
    const before = toValues(profile);
    if (docKey(before.documentTypeId, before.documentId) !== docKey(values.documentTypeId, values.documentId)) setConfirmDoc(true);
    else void save();
  };

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full">
      <PageHeader title={t('account.profile.title')} />
      <Grid templateColumns={{ base: '1fr', lg: '240px 1fr' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <ProfileImage hasImage={Boolean(profile.profileImgUrl)} />
            </Card.Body>
          </Card.Root>
          <HospitalCard />
        </Stack>
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <form onSubmit={submit} noValidate aria-labelledby="personal-title">
                <Stack gap="4">
                  <Heading as="h2" size="md" id="personal-title">
                    {t('account.profile.personal')}
                  </Heading>
                  {identityUser ? <Text color="fg.muted" fontSize="sm">{t('account.profile.lockedNote')}</Text> : null}
                  <PersonFields
                    idPrefix="profile"
                    values={values}
                    errors={errors}
                    onChange={update}
                    genders={genders}
                    countries={countries}
                    documentTypes={documentTypes}
                    locked={identityUser ? UAE_PASS_LOCKED : undefined}
                  />
                  <MobileInput
                    id="profile-mobile"
                    countries={countries}
                    callingCode={profile.callingCode}
                    onCallingCodeChange={() => undefined}
                    value={profile.mobile}
                    onChange={() => undefined}
                    label={t('account.fields.mobile')}
                    disabled
                  />
                  <Button type="submit" alignSelf="flex-start" loading={busy} data-testid="profile-save">
                    {t('common:button.save')}
                  </Button>
                </Stack>
              </form>
            </Card.Body>
          </Card.Root>
          {/* A digital-identity session, or an account without a password, has no password to change (account §2). */}
          {uaeUser || !profile.hasPassword ? null : <ChangePasswordCard />}
          <DeleteAccountCard />
        </Stack>
      </Grid>
      <ConfirmDialog
        open={confirmDoc}
        title={t('account.profile.confirmDocTitle')}
        body={t('account.profile.confirmDocBody')}
        confirmLabel={t('common:button.yes')}
        cancelLabel={t('common:button.no')}
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setConfirmDoc(false)}
      />
    </Stack>
  );
}
