import type { LoginData } from '@portal/shared/rules';

/**
 * The single-sign-on variant (docs/product.md#accounts-login-page): after login the browser goes to the configured external
 * page with token and refreshToken in the query. The address is the session's `colabRedirectUrl`, else
 * `colabRedirectUrl` of the app configuration; null when neither holds an http(s) address.
 */
export function ssoRedirectUrl(configured: string | null | undefined, tokens: Pick<LoginData, 'token' | 'refreshToken'>): string | null {
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('token', tokens.token);
  url.searchParams.set('refreshToken', tokens.refreshToken);
  return url.toString();
}

/** The configured address from the session keys (colabRedirectUrl, then appConfiguration.colabRedirectUrl). */
export function configuredSsoAddress(colabRedirectUrl: string | null, appConfiguration: unknown): string | null {
  if (colabRedirectUrl) return colabRedirectUrl;
  const fromConfig = (appConfiguration as { colabRedirectUrl?: unknown } | null)?.colabRedirectUrl;
  return typeof fromConfig === 'string' && fromConfig ? fromConfig : null;
}
