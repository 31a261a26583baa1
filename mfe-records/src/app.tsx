import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** What mfe-records contributes to the portal (Diagnostic reports (OTP for other members, PDF viewer) and medication.) */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-records',
  routes: [],
  menu: [],
  tiles: [],
  widgets: [],
  translations: { namespace: 'records', en, ar },
} satisfies RemoteModule;
