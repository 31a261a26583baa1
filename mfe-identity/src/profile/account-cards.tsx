import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { PasswordField, useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Button, Card, ConfirmDialog, Heading, Stack, Text, toast } from '@portal/shared/ui';
import { changePasswordFormSchema, NO_PASSWORDS } from './account-rules';
import { useChangePassword, useDeleteAccount } from './profile.api';

/** Logout follows a deleted account after 1 s (docs/product.md#accounts-delete). */
const LOGOUT_AFTER_MS = 1000;

/** Change password: current, new (docs/product.md#accounts-passwords) and confirmation; hidden for digital-identity users. */
export function ChangePasswordCard() {
  const { t } = useTranslation('identity');
  const form = useZodForm(changePasswordFormSchema, { defaultValues: NO_PASSWORDS, mode: 'onSubmit', reValidateMode: 'onChange' });
  const change = useChangePassword();

  const submit = form.handleSubmit(async (v) => {
    try {
      const res = await change.mutateAsync(v);
      if (res.message.status !== 'Success') {
        // A refused change (the current password is wrong) is a 200 with the reason, in the page's language;
        // the form checks the other reasons itself. The fields stay for a correction.
        form.setError('oldPassword', { message: res.message.message || MSG.somethingWentWrong });
        return;
      }
      toast.success(t('account.profile.password.done'));
      form.reset(NO_PASSWORDS);
    } catch (err) {
      toast.error(translateMessage(isApiError(err) ? err.message : MSG.somethingWentWrong));
    }
  });
  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="change-password-title">
          <Stack gap="4">
            <Heading as="h2" size="md" id="change-password-title">
              {t('account.profile.password.title')}
            </Heading>
            <PasswordField control={form.control} name="oldPassword" label={t('account.profile.password.old')} required id="cp-old" autoComplete="current-password" />
            <PasswordField control={form.control} name="newPassword" label={t('account.profile.password.new')} required id="cp-new" helperText={t('account.profile.password.hint')} autoComplete="new-password" />
            <PasswordField control={form.control} name="confirmPassword" label={t('account.profile.password.confirm')} required id="cp-confirm" autoComplete="new-password" />
            <Button type="submit" alignSelf="flex-start" loading={change.isPending}>
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
  const remove = useDeleteAccount();
  // Busy from the request until the logout: the account is gone once the server has answered.
  const [leaving, setLeaving] = useState(false);
  const busy = remove.isPending || leaving;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const run = async () => {
    try {
      await remove.mutateAsync();
      setLeaving(true);
      setConfirm(false);
      toast.success(t('account.profile.delete.done'));
      // The server has ended every session already; clearing the local session is the logout.
      timer.current = setTimeout(() => {
        useSession.getState().clear('user');
        navigate('/home/login', { replace: true });
      }, LOGOUT_AFTER_MS);
    } catch (err) {
      toast.error(translateMessage(isApiError(err) ? err.message : MSG.somethingWentWrong));
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
