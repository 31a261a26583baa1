import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** What mfe-telecare contributes to the portal (Teleconsultation: booking wizard, list, reschedule, video launch, payment, call back.) */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-telecare',
  routes: [],
  menu: [],
  tiles: [],
  widgets: [],
  translations: { namespace: 'telecare', en, ar },
} satisfies RemoteModule;
