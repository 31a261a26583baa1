import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/rules';
import en from './i18n/en.json';
import accountEn from './i18n/account.en.json';
import { prefetchLoginBanners } from './frame/banner.api';

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
      // The banners (the page's largest paint) are asked for with the page's code, not after its render.
      load: () => {
        prefetchLoginBanners();
        return import('./login/login.page');
      },
    },
    { path: 'otpforlogin', area: 'home', load: () => import('./login/otp-login.page') },
    { path: 'register', area: 'home', load: () => import('./register/register.page') },
    { path: 'sign-up', area: 'home', load: () => import('./register/sign-up.page') },
    { path: 'UAEregister', area: 'home', load: () => import('./uae-pass/uae-register.page') },
    { path: 'forgotpassword', area: 'home', load: () => import('./forgot-password/forgot-password.page') },
    { path: 'profile', area: 'auth', load: () => import('./profile/profile.page') },
    { path: 'manageFamily', area: 'auth', load: () => import('./family/manage-family.page') },
  ],
  menu: [{ id: 'manage-family', labelKey: 'identity:account.menu.manageFamily', icon: 'family', order: 50, to: '/auth/manageFamily' }],
  // The top bar's hospital chooser opens this dialog by id; the entry dialogs of account §2 are an overlay.
  dialogs: [{ id: 'choose-hospital', load: () => import('./hospital/choose-hospital.dialog') }],
  overlays: [{ id: 'account-entry', load: () => import('./hospital/entry.overlay') }],
  tiles: [],
  widgets: [],
  // The Arabic is fetched only when Arabic is chosen (2.6 KB gzip off the login page's first load).
  translations: {
    namespace: 'identity',
    en: { ...en, ...accountEn },
    ar: () => import('./i18n/ar').then((m) => m.default),
  },
} satisfies RemoteModule;
