import { savePreferredLanguage } from './preferred-language.api';
import { useSession } from '@portal/shared/session';

/**
 * The account keeps the language the patient last chose (texts sent outside a page, SMS and notifications,
 * are written in it): a switch of language while signed in is saved (`PUT user/preferredlanguage`); signing in
 * saves the language of the sign-in page on the server. Returns the unsubscribe function.
 */
export function keepPreferredLanguage(save: (lang: 'en' | 'ar') => Promise<unknown> = savePreferredLanguage): () => void {
  let last = useSession.getState().lang;
  return useSession.subscribe(({ lang, token }) => {
    if (lang === last) return;
    last = lang;
    if (!token || (lang !== 'en' && lang !== 'ar')) return;
    // Best effort: a failed save leaves the previous language, and the next sign-in saves it anyway.
    void save(lang).catch(() => undefined);
  });
}
