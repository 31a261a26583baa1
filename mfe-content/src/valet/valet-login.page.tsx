import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '@portal/shared/forms';
import { Button, Card, FormField, Input, Stack } from '@portal/shared/ui';
import { ValetFrame, ValetHeading } from './valet-frame';

/** Both fields filled in: the mock-up's only rule. Its messages are the valet page's own (valet.login.*Required). */
const valetLoginSchema = z.object({ username: z.string().trim().min(1), password: z.string().min(1) });

/**
 * /valet (docs/product.md#content-valet): the valet desk's login form, a mock-up with no logic: any filled-in username and password
 * open the valet dashboard; nothing is checked or sent. Empty fields say so, as every form of the portal does.
 */
export default function ValetLoginPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const form = useZodForm(valetLoginSchema, { mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  return (
    <ValetFrame>
      <Card.Root maxW="md" mx="auto" variant="elevated">
        <Card.Body>
          <ValetHeading id="valet-login-title">{t('valet.login.title')}</ValetHeading>
          <form onSubmit={form.handleSubmit(() => navigate('/valetauth'))} noValidate aria-labelledby="valet-login-title">
            <Stack gap="5">
              <FormField label={t('valet.login.username')} error={errors.username ? t('valet.login.usernameRequired') : null} required>
                <Input {...form.register('username')} autoComplete="username" />
              </FormField>
              <FormField label={t('valet.login.password')} error={errors.password ? t('valet.login.passwordRequired') : null} required>
                <Input {...form.register('password')} type="password" autoComplete="current-password" />
              </FormField>
              <Button type="submit" colorPalette="brand" w="full">
                {t('valet.login.submit')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </ValetFrame>
  );
}
