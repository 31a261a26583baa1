/**
 * The code exchange of the login page (loaded only when the provider sent a code back) and the end of a
 * sign-in, so neither weighs on the login page's first load.
 */
import { isApiError } from '@portal/shared/api';
import { MSG, type LangCode } from '@portal/shared/rules';
import { authorizeUaePassUser } from './uae-pass.api';
import { outcomeOf, type UaePassOutcome } from './uae-pass-outcome';
import { takeState } from './uae-pass-return';

export { finishLogin } from '../login/finish-login';

export type Outcome = UaePassOutcome | { kind: 'stateMismatch' };

/**
 * One exchange per code for the page's lifetime, whatever the component does (a remount, React's
 * development double effects, a language switch): every mount waits for the same answer. The server
 * refuses a second exchange anyway; this keeps the browser from asking.
 */
const exchanges = new Map<string, Promise<Outcome>>();

export function exchange(code: string, state: string, lang: LangCode): Promise<Outcome> {
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
