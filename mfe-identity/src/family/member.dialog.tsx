import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CALLING_CODE, MSG, formatDisplayDate, formatEmiratesId, type FamilyMember } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Button, CloseButton, ConfirmDialog, Dialog, FormField, MobileInput, NativeSelect, Portal, Stack, Tabs, Text, toast } from '@portal/shared/ui';
import { DocumentsTab } from '../documents/documents-tab';
import { useCountries, useDocumentTypes, useGenders } from '../lookups/use-lookups';
import { PersonFields, type PersonField } from '../profile/person-fields';
import { hasMissing, memberErrors, type FieldErrors, type MemberValues } from '../profile/person-rules';
import { saveFamilyMember } from './family.api';
import { FamilyOtpDialog } from './family-otp.dialog';
import { outcomeOfAnswer, outcomeOfError } from './family-outcome';
import { useRelations } from './use-relations';

/** Mobile, calling code, document type and document id are locked on edit (account §5). */
const LOCKED_ON_EDIT = new Set<PersonField>(['documentTypeId', 'documentId']);

const EMPTY: MemberValues = {
  firstName: '', lastName: '', email: '', dateOfBirth: '', genderId: '', countryId: '', documentTypeId: '', documentId: '',
  mobile: '', callingCode: DEFAULT_CALLING_CODE, relationId: '',
};

function toValues(m: FamilyMember): MemberValues {
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    dateOfBirth: formatDisplayDate(m.dateOfBirth) ?? m.dateOfBirth,
    genderId: String(m.genderId),
    countryId: String(m.countryId),
    documentTypeId: String(m.documentTypeId),
    documentId: m.documentTypeId === 1 ? formatEmiratesId(m.documentId) : m.documentId,
    mobile: m.mobile,
    callingCode: m.callingCode,
    relationId: String(m.relationId),
  };
}

export interface MemberDialogProps {
  open: boolean;
  /** null = Add New Member. */
  member: FamilyMember | null;
  onClose: () => void;
  /** After a successful add or edit (with the message shown): refresh the list. */
  onSaved: (message: string) => void;
}

/**
 * Add or Edit a family member (account §2, §4): Personal details tab and, for an existing member, a
 * Documents tab. Add asks for confirmation, then by outcome: Success, OTPSent (OTP dialog), NotFound,
 * 429, or the generic error. Edit saves directly.
 */
export function MemberDialog({ open, member, onClose, onSaved }: MemberDialogProps) {
  const { t } = useTranslation('identity');
  const holder = useSession((s) => s.user);
  const countries = useCountries();
  const genders = useGenders();
  const documentTypes = useDocumentTypes();
  const relations = useRelations();
  const [values, setValues] = useState<MemberValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<MemberValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [otpRef, setOtpRef] = useState<string | null>(null);
  const [tab, setTab] = useState('personal');
  const editing = member !== null;

  useEffect(() => {
    if (!open) return;
    setValues(member ? toValues(member) : EMPTY);
    setErrors({});
    setSubmitted(false);
    setFormError(null);
    setOtpRef(null);
    setTab('personal');
  }, [open, member]);

  const holderNumber = holder ? { mobile: holder.mobile, callingCode: holder.callingCode } : null;
  const update = (key: keyof MemberValues, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setFormError(null);
    if (submitted) setErrors(memberErrors(next, holderNumber));
  };

  const done = (message: string) => {
    toast.success(translateMessage(message));
    setOtpRef(null);
    onSaved(translateMessage(message));
    onClose();
  };

  const save = async () => {
    setConfirm(false);
    setBusy(true);
    try {
      const res = await saveFamilyMember({
        familyMemberId: member?.familyMemberId ?? 0,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        dateOfBirth: values.dateOfBirth,
        mobile: values.mobile,
        callingCode: values.callingCode,
        genderId: Number(values.genderId),
        countryId: Number(values.countryId),
        documentTypeId: Number(values.documentTypeId),
        documentId: values.documentId,
        relationId: Number(values.relationId),
      });
      const outcome = outcomeOfAnswer(res.message.status, res.message.message, res.data?.referenceId);
      if (outcome.kind === 'success') done(outcome.message);
      else if (outcome.kind === 'otp') setOtpRef(outcome.referenceId);
      else fail(outcome.message);
    } catch (e) {
      const outcome = outcomeOfError(e);
      fail(outcome.kind === 'error' ? outcome.message : MSG.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  const fail = (message: string) => {
    setFormError(translateMessage(message));
    toast.error(translateMessage(message));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = memberErrors(values, holderNumber);
    setErrors(found);
    if (Object.keys(found).length) {
      if (hasMissing(found)) toast.error(translateMessage(MSG.allFieldsRequired));
      return;
    }
    if (editing) void save();
    else setConfirm(true);
  };

  const err = (k: keyof MemberValues) => (errors[k] ? translateMessage(errors[k]!) : null);
  const details = (
    <form onSubmit={submit} noValidate id="member-form" aria-label={t('account.family.tabPersonal')}>
      <Stack gap="4">
        {editing ? <Text fontSize="sm" color="fg.muted">{t('account.family.lockedNote')}</Text> : null}
        <PersonFields
          idPrefix="member"
          values={values}
          errors={errors}
          onChange={update}
          genders={genders}
          countries={countries}
          documentTypes={documentTypes}
          locked={editing ? LOCKED_ON_EDIT : undefined}
        />
        <MobileInput
          id="member-mobile"
          name="mobile"
          countries={countries}
          callingCode={values.callingCode}
          onCallingCodeChange={(c) => update('callingCode', c)}
          value={values.mobile}
          onChange={(d) => update('mobile', d)}
          label={t('account.fields.mobile')}
          error={err('mobile')}
          required
          maxLength={10}
          disabled={editing}
          callingCodeDisabled={editing}
        />
        <FormField label={t('account.fields.relation')} error={err('relationId')} required id="member-relationId">
          <NativeSelect.Root>
            <NativeSelect.Field name="relationId" value={values.relationId} onChange={(e) => update('relationId', e.currentTarget.value)}>
              <option value="">{t('account.fields.select')}</option>
              {relations.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.text}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {formError ? (
          <Text role="alert" color="fg.error" data-testid="member-form-error">
            {formError}
          </Text>
        ) : null}
      </Stack>
    </form>
  );

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && !otpRef && onClose()} size={{ base: 'full', md: 'xl' }} placement="center" scrollBehavior="inside" closeOnInteractOutside={false}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="member-dialog">
              <Dialog.Header>
                <Dialog.Title>{editing ? t('account.family.editTitle') : t('account.family.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {editing ? (
                  <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
                    <Tabs.List mb="4">
                      <Tabs.Trigger value="personal">{t('account.family.tabPersonal')}</Tabs.Trigger>
                      <Tabs.Trigger value="documents">{t('account.family.tabDocuments')}</Tabs.Trigger>
                    </Tabs.List>
                    <Tabs.Content value="personal">{details}</Tabs.Content>
                    <Tabs.Content value="documents">{member ? <DocumentsTab familyMemberId={member.familyMemberId} /> : null}</Tabs.Content>
                  </Tabs.Root>
                ) : (
                  details
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {tab === 'documents' ? t('common:button.close') : t('common:button.cancel')}
                </Button>
                {tab === 'personal' ? (
                  <Button type="submit" form="member-form" loading={busy} data-testid="member-save">
                    {t('common:button.save')}
                  </Button>
                ) : null}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common:button.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirm}
        title={t('account.family.confirmAddTitle')}
        body={t('account.family.confirmAddBody')}
        confirmLabel={t('common:button.yes')}
        cancelLabel={t('common:button.no')}
        onConfirm={() => void save()}
        onCancel={() => setConfirm(false)}
      />
      {otpRef ? (
        <FamilyOtpDialog
          open
          referenceId={otpRef}
          callingCode={values.callingCode}
          mobile={values.mobile}
          onReference={setOtpRef}
          onVerified={done}
          onClose={() => setOtpRef(null)}
        />
      ) : null}
    </>
  );
}
