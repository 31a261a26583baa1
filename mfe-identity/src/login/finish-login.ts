import { MSG, type BrandName, type LoginData } from '@portal/shared/rules';
import { isSsoVariant } from '@portal/shared/brand';
import { useSession } from '@portal/shared/session';
import { toast } from '@portal/shared/ui';
import { fetchAppConfiguration } from '@portal/shared/api';
import { configuredSsoAddress, ssoRedirectUrl } from './sso-redirect';

/**
 * The end of every sign-in (password + OTP, digital identity, linking; docs/product.md#accounts-sign-in): the session is
 * stored (the store emits `login`) and the dashboard opens — or, for the single-sign-on variant, the
 * browser goes to its external page with the tokens. `uaeUser` marks a digital-identity session (its
 * logout goes through the provider, its profile locks the provider's fields). False when it could not.
 */
export async function finishLogin(
  data: LoginData,
  { brand, navigate, uaeUser = false }: { brand: BrandName; navigate: (to: string, opts?: { replace?: boolean }) => void; uaeUser?: boolean },
): Promise<boolean> {
  if (isSsoVariant(brand)) {
    const session = useSession.getState();
    let address = configuredSsoAddress(session.colabRedirectUrl, session.appConfiguration);
    if (!address) address = configuredSsoAddress(null, await fetchAppConfiguration().catch(() => null));
    const target = ssoRedirectUrl(address, data);
    if (!target) {
      toast.error(MSG.somethingWentWrongTryLater);
      return false;
    }
    window.location.assign(target);
    return true;
  }
  useSession.getState().login(data);
  useSession.getState().patch({ uaeUser });
  // replace: Back must not bring the sign-in page (and what was typed there) back.
  navigate('/auth/dashboard', { replace: true });
  return true;
}
