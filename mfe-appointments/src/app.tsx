import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** What mfe-appointments contributes to the portal (Find a doctor, book, re-book, reschedule and cancel appointments.) */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-appointments',
  routes: [],
  menu: [],
  tiles: [],
  widgets: [],
  translations: { namespace: 'appointments', en, ar },
} satisfies RemoteModule;
