import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** What mfe-admin contributes to the portal (Administration (roles 2 and 3): analytics, interested users, manage users, broadcast notifications, exports.) */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-admin',
  routes: [],
  menu: [],
  tiles: [],
  widgets: [],
  translations: { namespace: 'admin', en, ar },
} satisfies RemoteModule;
