import { MSG, UAE_PASS_SOP1_MARKER, type ApiEnvelope, type AuthorizeUaePassData, type LoginData, type UaePassProfile } from '@portal/shared/rules';

// Apart from the return markers (uae-pass-return.ts): only the exchange (uae-pass-exchange.ts, loaded when a
// code came back) needs this, so the login page's first load does not carry it.

/** What the login page does with the answer of authorizeuaepassuser (docs/product.md#accounts-digital-identity). */
export type UaePassOutcome =
  | { kind: 'login'; data: LoginData }
  | { kind: 'choose'; referenceId: string; profile: UaePassProfile }
  | { kind: 'sop1'; logoutUrl: string }
  | { kind: 'notEligible' }
  | { kind: 'error'; message: string };

export function outcomeOf(res: ApiEnvelope<AuthorizeUaePassData>): UaePassOutcome {
  const { status, message } = res.message;
  const data = res.data as Record<string, unknown> | null;
  if (status === 'Success' && data && typeof data['token'] === 'string') {
    const { uaeUser: _flag, ...login } = data as unknown as LoginData & { uaeUser?: boolean };
    return { kind: 'login', data: login };
  }
  if (status === 'Success' && data && typeof data['referenceId'] === 'string' && data['profile']) {
    return { kind: 'choose', referenceId: data['referenceId'] as string, profile: data['profile'] as UaePassProfile };
  }
  if (status === 'Invalid' && message === UAE_PASS_SOP1_MARKER && data && typeof data['logoutUrl'] === 'string') {
    return { kind: 'sop1', logoutUrl: data['logoutUrl'] as string };
  }
  if (status === 'Invalid' && message === MSG.notEligible) return { kind: 'notEligible' };
  if (status === 'BadRequest') return { kind: 'error', message: MSG.inactiveAuthorizationCode };
  if (status === 'Error') return { kind: 'error', message: MSG.uaePassUserNotFound };
  return { kind: 'error', message: message || MSG.uaePassUserNotFound };
}
