import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/**
 * What mfe-records contributes: diagnostic reports (the code for other members' reports, the pdf.js
 * viewer) and medication, with their menu entries and dashboard tiles. Pages load lazily; pdf.js loads
 * only when a report is opened.
 */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-records',
  routes: [
    { path: 'diagnosticReports', area: 'auth', load: () => import('./reports/diagnostic-reports.page') },
    { path: 'myMedication', area: 'auth', load: () => import('./medication/my-medication.page') },
  ],
  menu: [
    { id: 'diagnostic-reports', labelKey: 'records:menu.reports', icon: 'report', order: 40, to: '/auth/diagnosticReports' },
    { id: 'my-medication', labelKey: 'records:menu.medication', icon: 'pill', order: 41, to: '/auth/myMedication' },
  ],
  tiles: [
    { id: 'diagnostic-reports', labelKey: 'records:tile.reports', icon: 'report', order: 40, to: '/auth/diagnosticReports' },
    { id: 'my-medication', labelKey: 'records:tile.medication', icon: 'pill', order: 50, to: '/auth/myMedication' },
  ],
  widgets: [],
  translations: { namespace: 'records', en, ar },
} satisfies RemoteModule;
