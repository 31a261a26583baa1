import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** What mfe-identity contributes to the portal (Sign-in, registration, password recovery, digital identity, profile, family members and identity documents.) */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-identity',
  routes: [],
  menu: [],
  tiles: [],
  widgets: [],
  translations: { namespace: 'identity', en, ar },
} satisfies RemoteModule;
