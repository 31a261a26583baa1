import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/rules';
import { loadDeferredTranslations } from '@portal/shared/i18n';
import en from './i18n/en.json';

/**
 * A page, dialog or overlay with its group of deferred texts (`translations.deferred`): the account pages' texts
 * and the other public pages' are not part of the login page's first load.
 */
function withTexts<T>(group: 'account' | 'publicPages', page: Promise<T>): Promise<T> {
  return Promise.all([page, loadDeferredTranslations('identity', group)]).then(([loaded]) => loaded);
}

/**
 * What mfe-identity contributes: the public sign-in pages (login, login OTP, registration, profile
 * completion, forgot password, the digital identity's registration screen). Pages load lazily so that `./app`, which the shell fetches to build its
 * routes, stays tiny.
 */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-identity',
  routes: [
    {
      path: 'login',
      area: 'home',
      firstView: true,
      load: () => import('./login/login.page'),
    },
    { path: 'otpforlogin', area: 'home', load: () => withTexts('publicPages', import('./login/otp-login.page')) },
    { path: 'register', area: 'home', firstView: true, load: () => withTexts('publicPages', import('./register/register.page')) },
    { path: 'sign-up', area: 'home', load: () => withTexts('publicPages', import('./register/sign-up.page')) },
    { path: 'UAEregister', area: 'home', load: () => withTexts('publicPages', import('./uae-pass/uae-register.page')) },
    { path: 'forgotpassword', area: 'home', firstView: true, load: () => withTexts('publicPages', import('./forgot-password/forgot-password.page')) },
    { path: 'profile', area: 'auth', load: () => withTexts('account', import('./profile/profile.page')) },
    { path: 'manageFamily', area: 'auth', load: () => withTexts('account', import('./family/manage-family.page')) },
  ],
  menu: [{ id: 'manage-family', labelKey: 'identity:menu.manageFamily', icon: 'family', order: 50, to: '/auth/manageFamily' }],
  // The top bar's hospital chooser opens this dialog by id; the entry dialogs (docs/product.md#accounts-profile) are an overlay.
  dialogs: [{ id: 'choose-hospital', load: () => withTexts('account', import('./hospital/choose-hospital.dialog')) }],
  overlays: [{ id: 'account-entry', load: () => withTexts('account', import('./hospital/entry.overlay')) }],
  tiles: [],
  widgets: [],
  // The Arabic is fetched only when Arabic is chosen (2.6 KB gzip off the login page's first load); the texts of
  // the account pages and of the other public pages come with the first of them (withTexts).
  translations: {
    namespace: 'identity',
    en,
    ar: () => import('./i18n/ar').then((m) => m.default),
    deferred: {
      account: { en: () => import('./i18n/account-en').then((m) => m.default), ar: () => import('./i18n/account-ar').then((m) => m.default) },
      publicPages: { en: () => import('./i18n/public-pages-en').then((m) => m.default), ar: () => import('./i18n/public-pages-ar').then((m) => m.default) },
    },
  },
} satisfies RemoteModule;
