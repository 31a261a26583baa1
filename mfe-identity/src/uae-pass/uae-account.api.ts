import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared/api';
import type { ApiEnvelope, LangCode, LoginData, RegisterUaePassBody } from '@portal/shared/contracts';
import { MSG } from '@portal/shared/rules';
import type { MutationConfig } from '../parts/mutation-config';

/**
 * What follows the provider's answer for a person with no portal account: linking it to an existing account, or
 * registering with its details. Apart from uae-pass.api.ts, which the login page reads without the query library.
 */

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

/**
 * Linking the identity to an existing account: the login call with the identity's reference. Resolves null once
 * signed in (`signIn` has stored the session and left for the dashboard), or the message of the refusal.
 */
export function useLinkUaePass(referenceIdForLinking: string, lang: LangCode, signIn: (login: LoginData) => Promise<unknown>) {
  return useMutation({
    mutationFn: async (v: { callingCode: string; mobile: string; password: string }): Promise<string | null> => {
      const res = await linkUaePass({ ...v, referenceIdForLinking }, lang);
      if (res.message.status === 'Success' && res.data?.token) {
        await signIn(res.data);
        return null;
      }
      return res.message.status === 'NotFound' ? MSG.notRegistered : res.message.message || MSG.somethingWentWrong;
    },
  });
}

/** Registering with the identity provider's details; the page signs in with the answer or says why not. */
export const useRegisterUaePassUser = (lang: LangCode, config: MutationConfig<Awaited<ReturnType<typeof registerUaePassUser>>, RegisterUaePassBody> = {}) =>
  useMutation({ ...config, mutationFn: (body: RegisterUaePassBody) => registerUaePassUser(body, lang) });
