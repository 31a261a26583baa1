import { useTranslation } from 'react-i18next';
import { PasswordField, useZodForm } from '@portal/shared/forms';
import { MSG } from '@portal/shared/rules';
import { Button, Stack } from '@portal/shared/ui';
import { focusField } from '../fields/focus-field';
import { newPasswordSchema } from './forgot-password-rules';
import { FormTitle } from '../frame/form-title';

/**
 * Step 3: the new password and its confirmation. The server alone knows the current password: it refuses it as
 * the new one (docs/product.md#accounts-passwords), and `reset` resolves false with the refusal shown on the field.
 */
export function ForgotNewPassword({ busy, waiting, reset }: { busy: boolean; waiting: boolean; reset: (password: string) => Promise<'done' | 'sameAsOld' | 'failed'> }) {
  const { t } = useTranslation('identity');
  const form = useZodForm(newPasswordSchema, { defaultValues: { newPassword: '', confirmPassword: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const submit = form.handleSubmit(
    async (v) => {
      if ((await reset(v.newPassword)) !== 'sameAsOld') return;
      form.setError('newPassword', { message: MSG.newPasswordSameAsOld });
      focusField('forgot-password');
    },
    (errors) => focusField(errors.newPassword ? 'forgot-password' : 'forgot-confirm'),
  );
  return (
    <form onSubmit={(e) => (busy || waiting ? e.preventDefault() : void submit(e))} noValidate aria-labelledby="forgot-title">
      <Stack gap="5">
        <FormTitle id="forgot-title" title={t('forgot.newPasswordTitle')} subtitle={t('field.passwordHint')} />
        <PasswordField control={form.control} name="newPassword" id="forgot-password" label={t('field.newPassword')} autoComplete="new-password" required />
        <PasswordField control={form.control} name="confirmPassword" id="forgot-confirm" label={t('field.confirmPassword')} autoComplete="new-password" required />
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} disabled={waiting} data-testid="forgot-reset">
          {t('forgot.reset')}
        </Button>
      </Stack>
    </form>
  );
}
