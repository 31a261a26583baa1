import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** What mfe-content contributes to the portal (Health packages, locations, insurance, news, media, help, health tools, international patients, feedback, complaint, ask a doctor, contact us.) */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-content',
  routes: [],
  menu: [],
  tiles: [],
  widgets: [],
  translations: { namespace: 'content', en, ar },
} satisfies RemoteModule;
