import { apiPost } from '@portal/shared/api';
import type { ApiEnvelope, AuthorizeUaePassData, LangCode, UaePassStartData } from '@portal/shared/contracts';

/** The calls of the login page (its digital identity button and the provider's return), drawn without the query library. */

/** POST auth/uaepassstart: the provider's authorize address (state, PKCE and nonce kept by the server). */
export function startUaePass(lang: LangCode): Promise<ApiEnvelope<UaePassStartData>> {
  return apiPost<UaePassStartData>('auth/uaepassstart', { lang }, { searchParams: { lang } });
}

/** POST auth/authorizeuaepassuser: the returned code and state, exchanged once by the server. */
export function authorizeUaePassUser(accessCode: string, state: string, lang: LangCode): Promise<ApiEnvelope<AuthorizeUaePassData>> {
  return apiPost<AuthorizeUaePassData>('auth/authorizeuaepassuser', { accessCode, state }, { searchParams: { lang } });
}
