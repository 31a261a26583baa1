import { sessionEnding } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';
import { revokeSession } from './session.api';

/**
 * Logout (docs/product.md#accounts-sessions): revoke the refresh token on the server, clear the session, go to
 * login. A session that began at the national digital identity provider ends there too: the server
 * answers the provider's logout address, which sends the browser back to /home/login.
 */
let leaving = false;
/**
 * Whether the page is on its way to the identity provider's logout: the signed-in layout, seeing the session gone,
 * must not send the browser to the login page meanwhile (that same-document navigation cancels the pending one
 * to the provider, and the provider's session would stay open).
 */
export function leavingForProvider(): boolean {
  return leaving;
}

export async function logout(navigate: (to: string, opts?: { replace?: boolean }) => void): Promise<void> {
  const { refreshToken, lang } = useSession.getState();
  // This function takes the user to the login page: a call answered 401 meanwhile must not do it again.
  sessionEnding();
  let providerLogout: string | undefined;
  try {
    if (refreshToken) {
      providerLogout = await revokeSession(refreshToken, lang);
    }
  } catch {
    // The session is cleared locally whatever the server said; an unreachable server must not keep a user logged in.
  }
  const toProvider = Boolean(providerLogout && /^https?:\/\//.test(providerLogout));
  leaving = toProvider;
  useSession.getState().clear('user');
  if (toProvider) {
    window.location.assign(providerLogout!);
    return;
  }
  navigate('/home/login', { replace: true });
}
