import { apiPost } from '@portal/shared/api';
import type { LogoutData } from '@portal/shared/rules';

/**
 * POST auth/logout: the server revokes the refresh token. For a session that began at the national digital identity
 * provider it answers the provider's logout address, where the browser goes next.
 */
export async function revokeSession(refreshToken: string, lang: string): Promise<string | undefined> {
  const res = await apiPost<LogoutData | null>('auth/logout', { refreshToken }, { searchParams: { lang } });
  return res.data?.identityLogoutUrl;
}
