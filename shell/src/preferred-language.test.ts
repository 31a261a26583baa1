import { useSession } from '@portal/shared/session';
import { keepPreferredLanguage } from './preferred-language';

// The save is given to the function; the real client (ky) is not needed here.
jest.mock('@portal/shared/api', () => ({ apiPut: jest.fn() }));

afterEach(() => useSession.getState().clear());

test('a language switch while signed in is saved on the account; signed out it is not', () => {
  const saved: string[] = [];
  useSession.getState().patch({ lang: 'en', token: null });
  const stop = keepPreferredLanguage(async (lang) => saved.push(lang));
  useSession.getState().patch({ lang: 'ar' });
  expect(saved).toEqual([]);
  useSession.getState().patch({ token: 'a.b.c' });
  useSession.getState().patch({ lang: 'en' });
  useSession.getState().patch({ lang: 'en' });
  useSession.getState().patch({ lang: 'ar' });
  expect(saved).toEqual(['en', 'ar']);
  stop();
  useSession.getState().patch({ lang: 'en' });
  expect(saved).toEqual(['en', 'ar']);
});
