import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MSG, type LangCode, type UaePassProfile } from '@portal/shared/rules';
import { toast, useBrandTheme, useLater } from '@portal/shared/ui';
import { leavePortal } from './leave-portal';
import { readReturnMarker, withoutMarkers } from './uae-pass-return';
import { isUaeLinkState } from './uae-register-state';

/** docs/product.md#accounts-digital-identity: after the not-eligible message, registration opens after 3 s. */
export const NOT_ELIGIBLE_REDIRECT_MS = 3000;

/** Non-code markers already announced (by history entry), so a remount does not toast twice. */
const announced = new Set<string>();
/** Codes whose answer has been acted on (once, by whichever mount is there when it arrives). */
const handled = new Set<string>();

export interface UaePassChoice {
  referenceId: string;
  profile: UaePassProfile;
  initialStep: 'choose' | 'link';
}

/**
 * The login page's side of the digital identity (docs/product.md#accounts-digital-identity: return markers and outcomes): reads the
 * markers once and removes them from the address, checks the state against the one this tab sent,
 * exchanges the code (in either language, on the first load), and acts on the answer.
 */
export function useUaePassReturn(): { busy: boolean; choice: UaePassChoice | null; closeChoice: () => void } {
  const { t, i18n } = useTranslation('identity');
  const location = useLocation();
  const navigate = useNavigate();
  const { brand } = useBrandTheme();
  const later = useLater();
  // The markers as the page found them (the provider sends the browser back to a fresh page): read once, so
  // removing them from the address starts nothing and cancels nothing.
  const [marker] = useState(() => readReturnMarker(location.search));
  const [busy, setBusy] = useState(marker?.kind === 'code');
  const [choice, setChoice] = useState<UaePassChoice | null>(() =>
    isUaeLinkState(location.state) ? { ...location.state.uaePassLink, initialStep: 'link' } : null,
  );

  useEffect(() => {
    if (!marker) return;
    navigate({ pathname: location.pathname, search: withoutMarkers(location.search) }, { replace: true });
    if (marker.kind !== 'code') {
      const key = `${location.key}|${location.search}`;
      if (announced.has(key)) return;
      announced.add(key);
      if (marker.kind === 'cancelled') toast.error(MSG.userCancelledLogin);
      else if (marker.kind === 'sop1') toast.error(MSG.notEligible);
      else toast.error(MSG.uaePassUserNotFound);
      return;
    }
    let current = true;
    const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
    // The exchange and what follows a sign-in load only when a code came back: not on every login page.
    void import('./uae-pass-exchange').then(async ({ exchange, finishLogin }) => {
      const outcome = await exchange(marker.code, marker.state, lang);
      // The page has gone, or another mount already acted on this code (React's development double effects).
      if (!current || handled.has(marker.code)) return;
      handled.add(marker.code);
      switch (outcome.kind) {
        case 'login':
          if (await finishLogin(outcome.data, { brand, navigate, uaeUser: true })) return;
          break;
        case 'choose':
          setChoice({ referenceId: outcome.referenceId, profile: outcome.profile, initialStep: 'choose' });
          break;
        case 'sop1':
          // An unverified identity: the provider's logout first; it sends the browser back here flagged isSOP1User.
          leavePortal(outcome.logoutUrl);
          return;
        case 'notEligible':
          toast.error(MSG.notEligible);
          later(() => navigate('/home/register'), NOT_ELIGIBLE_REDIRECT_MS);
          break;
        case 'stateMismatch':
          toast.error(t('uaePass.stateMismatch'));
          break;
        default:
          toast.error(outcome.message);
      }
      setBusy(false);
    });
    return () => {
      current = false;
    };
    // Once for the markers the page was opened with (a language switch does not exchange again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [marker]);

  return { busy, choice, closeChoice: () => setChoice(null) };
}
