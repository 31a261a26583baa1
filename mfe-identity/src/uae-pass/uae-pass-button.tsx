import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/shared/api';
import { MSG, type LangCode } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';
import { Button, toast } from '@portal/shared/ui';
import { startUaePass } from './uae-pass.api';
import { leavePortal } from './leave-portal';
import { rememberState } from './uae-pass-return';

export interface UaePassButtonProps {
  /** 'login' on /home/login, 'register' on /home/register (both come back to the login page). */
  purpose: 'login' | 'register';
}

/**
 * Starts a sign-in at the national digital identity provider (docs/product.md#accounts-digital-identity): the server prepares the
 * request (state, PKCE, nonce, the page's language as ui_locales), this tab keeps the state, and the
 * browser goes to the provider's authorize address.
 */
export function UaePassButton({ purpose }: UaePassButtonProps) {
  const { t, i18n } = useTranslation('identity');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
    try {
      const res = await startUaePass(lang);
      rememberState(res.data.state);
      leavePortal(res.data.authorizeUrl);
      // The page stays busy until the browser has left it.
    } catch (err) {
      toast.error(translateMessage(isApiError(err) && err.message ? err.message : MSG.somethingWentWrongTryLater));
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      width="full"
      size="lg"
      // The Arabic label is longer than a phone's width: it wraps rather than being cut.
      whiteSpace="normal"
      height="auto"
      minHeight="11"
      py="2"
      loading={busy}
      onClick={() => void start()}
      data-testid={`uaepass-${purpose}`}
    >
      {t(purpose === 'login' ? 'login.uaePass' : 'register.uaePass')}
    </Button>
  );
}
