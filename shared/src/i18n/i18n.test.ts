import { COMMON_EN, addLazyTranslations, addRemoteTranslations, loadDeferredTranslations, i18n, setLanguage, translateMessage, currentLanguage } from './index';
import { COMMON_AR } from './common-ar';
import { MSG } from '../contracts/messages';
import { bus, useSession } from '../session';

afterEach(async () => {
  await setLanguage('en');
});

test('Arabic is not loaded until it is chosen; then the common texts and lazily registered namespaces come in', async () => {
  expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
  let asked = 0;
  void addLazyTranslations('lazyns', { hello: 'Hello' }, async () => {
    asked++;
    return { hello: 'مرحبا' };
  });
  expect(i18n.t('lazyns:hello')).toBe('Hello');
  expect(asked).toBe(0);
  await setLanguage('ar');
  expect(asked).toBe(1);
  expect(i18n.t('button.yes')).toBe('نعم');
  expect(i18n.t('lazyns:hello')).toBe('مرحبا');
  await setLanguage('en');
  await setLanguage('ar');
  expect(asked).toBe(1);
});

test('starts in English; every spec message is in the common namespace, word for word', () => {
  expect(currentLanguage()).toBe('en');
  expect(i18n.t('common:msg.invalidMobile')).toBe('Please enter valid Mobile Number');
  expect(i18n.t('msg.renderFailure')).toBe('Something went wrong, please try again.');
  expect(i18n.t('footer.version')).toBe('V 3.0.2');
  for (const [key, text] of Object.entries(MSG)) expect(i18n.t(`common:msg.${key}`)).toBe(text);
});

test('Arabic has a real translation of every text (no English copies, except the version label)', () => {
  const walk = (en: Record<string, unknown>, ar: Record<string, unknown>, path: string[] = []) => {
    for (const [k, v] of Object.entries(en)) {
      const a = ar[k];
      if (typeof v === 'string') {
        expect(typeof a).toBe('string');
        if (!['footer.version', 'language.en', 'language.ar'].includes([...path, k].join('.'))) {
          expect(a).toMatch(/[\u0600-\u06FF]/);
        }
      } else walk(v as Record<string, unknown>, a as Record<string, unknown>, [...path, k]);
    }
  };
  walk(COMMON_EN as unknown as Record<string, unknown>, COMMON_AR as unknown as Record<string, unknown>);
});

test('setLanguage switches text, <html lang dir>, the stored lang and announces it', async () => {
  const heard: string[] = [];
  const off = bus.on('language', ({ lang }) => heard.push(lang));
  await setLanguage('ar');
  off();
  expect(i18n.t('button.yes')).toBe('نعم');
  expect(document.documentElement.lang).toBe('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(localStorage.getItem('lang')).toBe('ar');
  expect(useSession.getState().lang).toBe('ar');
  expect(heard).toEqual(['ar']);
  await setLanguage('en');
  expect(document.documentElement.dir).toBe('ltr');
});

test('translateMessage maps a spec English message (e.g. from the server) to the current language', async () => {
  expect(translateMessage('Please enter valid OTP')).toBe('Please enter valid OTP');
  await setLanguage('ar');
  expect(translateMessage('Please enter valid OTP')).toBe('يرجى إدخال رمز تحقق صحيح');
  expect(translateMessage("DOB cannot be greater than today's date")).toBe('لا يمكن أن يكون تاريخ الميلاد بعد تاريخ اليوم');
  // Unknown server text stays as written.
  expect(translateMessage('Slot 10:30 is no longer free')).toBe('Slot 10:30 is no longer free');
});

test('a remote adds its own namespace in both languages', async () => {
  addRemoteTranslations({ namespace: 'identity', en: { login: { title: 'Login' } }, ar: { login: { title: 'تسجيل الدخول' } } });
  expect(i18n.t('identity:login.title')).toBe('Login');
  await setLanguage('ar');
  expect(i18n.t('identity:login.title')).toBe('تسجيل الدخول');
  // Adding again (a remote reloaded) is harmless and can update texts.
  addRemoteTranslations({ namespace: 'identity', en: { login: { title: 'Sign in' } }, ar: { login: { title: 'دخول' } } });
  expect(i18n.t('identity:login.title')).toBe('دخول');
});

test("a remote's deferred texts load when a page asks for them, Arabic with them once it is on; a failed download is tried again", async () => {
  const asked = { en: 0, ar: 0 };
  let failEnglish = true;
  const group = {
    en: async () => {
      asked.en++;
      if (failEnglish) throw new Error('chunk failed');
      return { later: { hello: 'Hello' } };
    },
    ar: async () => {
      asked.ar++;
      return { later: { hello: 'مرحبا' } };
    },
  };
  await addRemoteTranslations({ namespace: 'deferredns', en: {}, ar: {}, deferred: { later: group } });
  expect(asked).toEqual({ en: 0, ar: 0 });
  await expect(loadDeferredTranslations('deferredns', 'later')).rejects.toThrow('chunk failed');
  failEnglish = false;
  await loadDeferredTranslations('deferredns', 'later');
  expect(asked).toEqual({ en: 2, ar: 0 });
  expect(i18n.t('deferredns:later.hello')).toBe('Hello');
  await setLanguage('ar');
  expect(i18n.t('deferredns:later.hello')).toBe('مرحبا');
  await loadDeferredTranslations('deferredns', 'later');
  expect(asked).toEqual({ en: 2, ar: 1 });
});
