import { useSession } from '@portal/shared/session';
import { readViewCookie } from '@portal/shared/brand';
import { keepViewCookie } from './view-cookie';

test('the view cookie follows the brand and the language the session holds', () => {
  const session = useSession.getState();
  session.setBrand('medeor');
  const stop = keepViewCookie();
  expect(readViewCookie(document.cookie)).toEqual({ brand: 'medeor', lang: 'en' });
  useSession.getState().setLang('ar');
  expect(readViewCookie(document.cookie)).toEqual({ brand: 'medeor', lang: 'ar' });
  useSession.getState().setBrand('llh');
  expect(readViewCookie(document.cookie)).toEqual({ brand: 'llh', lang: 'ar' });
  stop();
  useSession.getState().setBrand('burjeel');
  expect(readViewCookie(document.cookie)).toEqual({ brand: 'llh', lang: 'ar' });
});
