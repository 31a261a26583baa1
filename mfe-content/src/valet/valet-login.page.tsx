import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, FormField, Input, Stack } from '@portal/shared/ui';
import { ValetFrame, ValetHeading } from './valet-frame';

/**
 * /valet (docs/product.md#content-valet): the valet desk's login form, a mock-up with no logic: any filled-in username and password
 * open the valet dashboard; nothing is checked or sent. Empty fields say so, as every form of the portal does.
 */
export default function ValetLoginPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const usernameError = tried && !username.trim() ? t('valet.login.usernameRequired') : null;
  const passwordError = tried && !password ? t('valet.login.passwordRequired') : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (username.trim() && password) navigate('/valetauth');
  };

  return (
    <ValetFrame>
      <Card.Root maxW="md" mx="auto" variant="elevated">
        <Card.Body>
          <ValetHeading id="valet-login-title">{t('valet.login.title')}</ValetHeading>
          <form onSubmit={submit} noValidate aria-labelledby="valet-login-title">
            <Stack gap="5">
            <FormField label={t('valet.login.username')} error={usernameError} required>
              <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
            </FormField>
            <FormField label={t('valet.login.password')} error={passwordError} required>
              <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
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
