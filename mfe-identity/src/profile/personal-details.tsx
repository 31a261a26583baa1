import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, formatDisplayDate, formatEmiratesId, normalizeEmiratesId } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Button, Card, ConfirmDialog, Heading, MobileInput, Stack, Text, toast } from '@portal/shared/ui';
import { useCountries, useDocumentTypes, useGenders } from '../lookups/master-data.api';
import { PersonFields, type PersonField } from './person-fields';
import { hasMissing, personSchema, type PersonValues } from './person-rules';
import { useSaveProfile, type Profile } from './profile.api';

/** Fields a digital-identity account cannot change (docs/product.md#accounts-digital-identity). */
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
const docKey = (v: PersonValues) => `${v.documentTypeId}|${v.documentTypeId === '1' ? normalizeEmiratesId(v.documentId) : v.documentId.trim().toUpperCase()}`;

/** The profile's personal details (docs/product.md#accounts-profile): a change of document asks for confirmation first. */
export function PersonalDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('identity');
  const identityUser = useSession((s) => s.uaeUser) || profile.isUaePassUser;
  const countries = useCountries();
  const genders = useGenders();
  const documentTypes = useDocumentTypes();
  const form = useZodForm(personSchema, { defaultValues: toValues(profile), mode: 'onSubmit', reValidateMode: 'onChange' });
  const [confirmDoc, setConfirmDoc] = useState(false);
  const save = useSaveProfile({
    onSuccess: (res) => void toast.success(translateMessage(res.message.message || MSG.profileUpdated)),
    onError: (e) => void toast.error(translateMessage(isApiError(e) && e.message ? e.message : MSG.errorUpdatingRecord)),
    onSettled: () => setConfirmDoc(false),
  });
  const send = (v: PersonValues) =>
    save.mutate({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      mobile: profile.mobile,
      callingCode: profile.callingCode,
      dateOfBirth: v.dateOfBirth,
      genderId: Number(v.genderId),
      countryId: Number(v.countryId),
      documentTypeId: Number(v.documentTypeId),
      documentId: v.documentId,
    });
  const submit = form.handleSubmit(
    (v) => (docKey(toValues(profile)) !== docKey(v) ? setConfirmDoc(true) : send(v)),
    (errors) => void (hasMissing(errors) && toast.error(translateMessage(MSG.allFieldsRequired))),
  );

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="personal-title">
          <Stack gap="4">
            <Heading as="h2" size="md" id="personal-title">
              {t('account.profile.personal')}
            </Heading>
            {identityUser ? <Text color="fg.muted" fontSize="sm">{t('account.profile.lockedNote')}</Text> : null}
            <PersonFields idPrefix="profile" control={form.control} genders={genders} countries={countries} documentTypes={documentTypes} locked={identityUser ? UAE_PASS_LOCKED : undefined} />
            <MobileInput id="profile-mobile" countries={countries} callingCode={profile.callingCode} onCallingCodeChange={() => undefined} value={profile.mobile} onChange={() => undefined} label={t('account.fields.mobile')} disabled />
            <Button type="submit" alignSelf="flex-start" loading={save.isPending} data-testid="profile-save">
              {t('common:button.save')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
      <ConfirmDialog
        open={confirmDoc}
        title={t('account.profile.confirmDocTitle')}
        body={t('account.profile.confirmDocBody')}
        confirmLabel={t('common:button.yes')}
        cancelLabel={t('common:button.no')}
        busy={save.isPending}
        onConfirm={() => send(form.getValues())}
        onCancel={() => setConfirmDoc(false)}
      />
    </Card.Root>
  );
}
