import { apiPost } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';

/** Logout of the spec (account §4): revoke the refresh token on the server, clear the session, go to login. */
export async function logout(navigate: (to: string, opts?: { replace?: boolean }) => void): Promise<void> {
  const { refreshToken } = useSession.getState();
  try {
    if (refreshToken) await apiPost('auth/logout', { refreshToken });
  } catch {
    // The session is cleared locally whatever the server said; an unreachable server must not keep a user logged in.
  }
  useSession.getState().clear('user');
  navigate('/home/login', { replace: true });
}
