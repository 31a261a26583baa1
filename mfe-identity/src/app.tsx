import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/**
 * What mfe-identity contributes: the public sign-in pages (login, login OTP, registration, profile
 * completion, forgot password). Pages load lazily so that `./app`, which the shell fetches to build its
 * routes, stays tiny.
 */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-identity',
  routes: [
    { path: 'login', area: 'home', load: () => import('./login/login.page') },
    { path: 'otpforlogin', area: 'home', load: () => import('./login/otp-login.page') },
    { path: 'register', area: 'home', load: () => import('./register/register.page') },
    { path: 'sign-up', area: 'home', load: () => import('./register/sign-up.page') },
    { path: 'forgotpassword', area: 'home', load: () => import('./forgot-password/forgot-password.page') },
  ],
  menu: [],
  tiles: [],
  widgets: [],
  translations: { namespace: 'identity', en, ar },
} satisfies RemoteModule;
