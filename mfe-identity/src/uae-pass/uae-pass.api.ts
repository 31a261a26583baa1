import { apiPost } from '@portal/shared/api';
import type {
  ApiEnvelope,
  AuthorizeUaePassData,
  LangCode,
  LoginData,
  RegisterUaePassBody,
  UaePassStartData,
} from '@portal/shared/contracts';

/** POST auth/uaepassstart: the provider's authorize address (state, PKCE and nonce kept by the server). */
export function startUaePass(lang: LangCode): Promise<ApiEnvelope<UaePassStartData>> {
  return apiPost<UaePassStartData>('auth/uaepassstart', { lang }, { searchParams: { lang } });
}

/** POST auth/authorizeuaepassuser: the returned code and state, exchanged once by the server. */
export function authorizeUaePassUser(accessCode: string, state: string, lang: LangCode): Promise<ApiEnvelope<AuthorizeUaePassData>> {
  return apiPost<AuthorizeUaePassData>('auth/authorizeuaepassuser', { accessCode, state }, { searchParams: { lang } });
}

/** POST auth/registeruaepassuser: the pending identity + the date of birth (and a document when the provider gave none). */
export function registerUaePassUser(body: RegisterUaePassBody, lang: LangCode): Promise<ApiEnvelope<(LoginData & { uaeUser?: boolean }) | null>> {
  return apiPost<(LoginData & { uaeUser?: boolean }) | null>('auth/registeruaepassuser', body, { searchParams: { lang } });
}

/** POST auth/login with referenceIdForLinking (no SMS code): links the identity to this account (docs/product.md#accounts-digital-identity). */
export function linkUaePass(
  body: { callingCode: string; mobile: string; password: string; referenceIdForLinking: string },
  lang: LangCode,
): Promise<ApiEnvelope<LoginData | null>> {
  return apiPost<LoginData | null>('auth/login', body, { searchParams: { lang } });
}
