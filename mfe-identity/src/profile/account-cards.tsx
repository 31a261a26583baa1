import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MSG, passwordMessage } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Button, Card, ConfirmDialog, FormField, Heading, Stack, Text, toast, PasswordInput } from '@portal/shared/ui';
import { changePassword, deleteAccount } from './profile.api';

/** Logout follows a deleted account after 1 s (docs/product.md#accounts-delete). */
const LOGOUT_AFTER_MS = 1000;

/** Change password: current, new (docs/product.md#accounts-passwords) and confirmation; hidden for digital-identity users. */
export function ChangePasswordCard() {
  const { t } = useTranslation('identity');
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof v, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!v.oldPassword) found.oldPassword = MSG.allFieldsRequired;
    const pw = passwordMessage(v.newPassword);
    if (pw) found.newPassword = pw;
    else if (v.newPassword === v.oldPassword) found.newPassword = MSG.newPasswordSameAsOld;
    if (!found.newPassword && v.confirmPassword !== v.newPassword) found.confirmPassword = MSG.passwordMismatch;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await changePassword(v.oldPassword, v.newPassword);
      if (res.message.status !== 'Success') {
        // A refused change (the current password is wrong) is a 200 with the reason, in the page's language;
        // the form checks the other reasons itself. The fields stay for a correction.
        setErrors({ oldPassword: res.message.message || MSG.somethingWentWrong });
        return;
      }
      toast.success(t('account.profile.password.done'));
      setV({ oldPassword: '', newPassword: '', confirmPassword: '' });
    } catch (err) {
      toast.error(translateMessage(isApiError(err) ? err.message : MSG.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };
  const err = (k: keyof typeof v) => (errors[k] ? translateMessage(errors[k]!) : null);
  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
          <Stack gap="4">
            <Heading as="h2" size="md" id="change-password-title">
              {t('account.profile.password.title')}
            </Heading>
            <FormField label={t('account.profile.password.old')} error={err('oldPassword')} required id="cp-old">
              <PasswordInput name="oldPassword" autoComplete="current-password" value={v.oldPassword} onChange={(x) => setV({ ...v, oldPassword: x })} />
            </FormField>
            <FormField label={t('account.profile.password.new')} error={err('newPassword')} required id="cp-new" helperText={t('account.profile.password.hint')}>
              <PasswordInput name="newPassword" autoComplete="new-password" value={v.newPassword} onChange={(x) => setV({ ...v, newPassword: x })} />
            </FormField>
            <FormField label={t('account.profile.password.confirm')} error={err('confirmPassword')} required id="cp-confirm">
              <PasswordInput name="confirmPassword" autoComplete="new-password" value={v.confirmPassword} onChange={(x) => setV({ ...v, confirmPassword: x })} />
            </FormField>
            <Button type="submit" alignSelf="flex-start" loading={busy}>
              {t('account.profile.password.submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Delete account: confirmation, POST auth/deleteaccount, logout after 1 s (docs/product.md#accounts-delete). */
export function DeleteAccountCard() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      setConfirm(false);
      toast.success(t('account.profile.delete.done'));
      // The server has ended every session already; clearing the local session is the logout.
      timer.current = setTimeout(() => {
        useSession.getState().clear('user');
        navigate('/home/login', { replace: true });
      }, LOGOUT_AFTER_MS);
    } catch (err) {
      toast.error(translateMessage(isApiError(err) ? err.message : MSG.somethingWentWrong));
      setBusy(false);
    }
  };

  return (
    <Card.Root borderColor="red.muted">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('account.profile.delete.title')}
          </Heading>
          <Text color="fg.muted">{t('account.profile.delete.body')}</Text>
          <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setConfirm(true)} disabled={busy} data-testid="delete-account">
            {t('account.profile.delete.button')}
          </Button>
        </Stack>
        <ConfirmDialog
          open={confirm}
          title={t('account.profile.delete.confirmTitle')}
          body={t('account.profile.delete.confirmBody')}
          confirmLabel={t('common:button.delete')}
          cancelLabel={t('common:button.cancel')}
          destructive
          busy={busy}
          onConfirm={() => void run()}
          onCancel={() => setConfirm(false)}
        />
      </Card.Body>
    </Card.Root>
  );
}
