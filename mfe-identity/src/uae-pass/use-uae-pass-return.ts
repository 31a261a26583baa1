import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@portal/shared/api';
import { MSG, type LangCode, type UaePassProfile } from '@portal/shared/contracts';
import { toast, useBrandTheme } from '@portal/shared/ui';
import { finishLogin } from '../login/finish-login';
import { leavePortal } from './leave-portal';
import { authorizeUaePassUser } from './uae-pass.api';
import { outcomeOf, readReturnMarker, takeState, withoutMarkers, type UaePassOutcome } from './uae-pass-return';
import { isUaeLinkState } from './uae-register-state';

/** Account §4 and §9: after the not-eligible message, registration opens after 3 s. */
export const NOT_ELIGIBLE_REDIRECT_MS = 3000;

type Outcome = UaePassOutcome | { kind: 'stateMismatch' };

/**
 * One exchange per code for the page's lifetime, whatever the component does (a remount, React's
 * development double effects, a language switch): every mount waits for the same answer. The server
 * refuses a second exchange anyway; this keeps the browser from asking.
 */
const exchanges = new Map<string, Promise<Outcome>>();
/** Non-code markers already announced (by history entry), so a remount does not toast twice. */
const announced = new Set<string>();
/** Codes whose answer has been acted on (once, by whichever mount is there when it arrives). */
const handled = new Set<string>();

function exchange(code: string, state: string, lang: LangCode): Promise<Outcome> {
  let pending = exchanges.get(code);
  if (!pending) {
    const expected = takeState();
    pending =
      expected === null || expected !== state
        ? Promise.resolve<Outcome>({ kind: 'stateMismatch' })
        : authorizeUaePassUser(code, state, lang).then(outcomeOf, (err: unknown) => ({
            kind: 'error' as const,
            message: isApiError(err) && err.status !== 0 && err.message ? err.message : MSG.uaePassUserNotFound,
          }));
    exchanges.set(code, pending);
  }
  return pending;
}

export interface UaePassChoice {
  referenceId: string;
  profile: UaePassProfile;
  initialStep: 'choose' | 'link';
}

/**
 * The login page's side of the digital identity (account §2 return markers, §4 outcomes): reads the
 * markers once and removes them from the address, checks the state against the one this tab sent,
 * exchanges the code (in either language, on the first load), and acts on the answer.
 */
export function useUaePassReturn(): { busy: boolean; choice: UaePassChoice | null; closeChoice: () => void } {
  const { t, i18n } = useTranslation('identity');
  const location = useLocation();
  const navigate = useNavigate();
  const { brand } = useBrandTheme();
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<UaePassChoice | null>(() =>
    isUaeLinkState(location.state) ? { ...location.state.uaePassLink, initialStep: 'link' } : null,
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Whether the page is still there when the answer comes (removing the markers re-renders it, so the
  // exchange effect's own clean-up cannot tell).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    const marker = readReturnMarker(location.search);
    if (!marker) return;
    const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
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
    setBusy(true);
    void exchange(marker.code, marker.state, lang).then(async (outcome) => {
      if (!mounted.current || handled.has(marker.code)) return;
      handled.add(marker.code);
      switch (outcome.kind) {
        case 'login':
          if (await finishLogin(outcome.data, { brand, navigate, uaeUser: true })) return;
          break;
        case 'choose':
          setChoice({ referenceId: outcome.referenceId, profile: outcome.profile, initialStep: 'choose' });
          break;
        case 'sop1':
          // Account §4: the provider's logout first; it sends the browser back here flagged isSOP1User.
          leavePortal(outcome.logoutUrl);
          return;
        case 'notEligible':
          toast.error(MSG.notEligible);
          timer.current = setTimeout(() => navigate('/home/register'), NOT_ELIGIBLE_REDIRECT_MS);
          break;
        case 'stateMismatch':
          toast.error(t('uaePass.stateMismatch'));
          break;
        default:
          toast.error(outcome.message);
      }
      setBusy(false);
    });
    // The markers are in the address; nothing else starts an exchange (a language switch does not).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  return { busy, choice, closeChoice: () => setChoice(null) };
}
