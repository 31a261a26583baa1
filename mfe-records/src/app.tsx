import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';
import { loadDeferredTranslations } from '@portal/shared/i18n';

/** A results page with its texts (the `results` group of deferred translations: not in `./app` nor the other pages). */
function withResultTexts<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, loadDeferredTranslations('records', 'results')]).then(([loaded]) => loaded);
}

/**
 * What mfe-records contributes: diagnostic reports (the code for other members' reports, the pdf.js
 * viewer), laboratory results with their trends, medication, who saw the records, the health summary with its shared
 * links and the public viewer of a shared link, with their menu entries and dashboard tiles. Pages load lazily; pdf.js
 * loads only when a report is opened, the chart library only with a test's trend.
 */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-records',
  routes: [
    { path: 'diagnosticReports', area: 'auth', load: () => import('./reports/diagnostic-reports.page') },
    { path: 'myMedication', area: 'auth', load: () => import('./medication/my-medication.page') },
    { path: 'recordAccess', area: 'auth', load: () => import('./record-access/record-access.page') },
    { path: 'results', area: 'auth', load: () => withResultTexts(import('./results/results.page')) },
    { path: 'results/:test', area: 'auth', load: () => withResultTexts(import('./results/result-trend.page')) },
    { path: 'healthSummary', area: 'auth', load: () => import('./summary/health-summary.page') },
    { path: 'sharedLinks', area: 'auth', load: () => import('./summary/shared-links.page') },
    // Public, in its own frame: a recipient opens a shared summary (SMART Health Link) without an account.
    { path: 'share/view', area: 'root', load: () => import('./share-view/share-view.page') },
  ],
  menu: [
    { id: 'diagnostic-reports', labelKey: 'records:menu.reports', icon: 'report', order: 40, to: '/auth/diagnosticReports' },
    { id: 'results', labelKey: 'records:menu.results', icon: 'analytics', order: 40.5, to: '/auth/results' },
    { id: 'my-medication', labelKey: 'records:menu.medication', icon: 'pill', order: 41, to: '/auth/myMedication' },
    { id: 'record-access', labelKey: 'records:menu.access', icon: 'report', order: 42, to: '/auth/recordAccess' },
    { id: 'health-summary', labelKey: 'records:menu.summary', icon: 'share', order: 43, to: '/auth/healthSummary' },
    { id: 'shared-links', labelKey: 'records:menu.links', icon: 'share', order: 44, to: '/auth/sharedLinks' },
  ],
  tiles: [
    { id: 'diagnostic-reports', labelKey: 'records:tile.reports', icon: 'report', order: 40, to: '/auth/diagnosticReports' },
    { id: 'results', labelKey: 'records:tile.results', icon: 'analytics', order: 45, to: '/auth/results' },
    { id: 'my-medication', labelKey: 'records:tile.medication', icon: 'pill', order: 50, to: '/auth/myMedication' },
    { id: 'record-access', labelKey: 'records:tile.access', icon: 'report', order: 55, to: '/auth/recordAccess' },
    { id: 'health-summary', labelKey: 'records:tile.summary', icon: 'share', order: 56, to: '/auth/healthSummary' },
  ],
  widgets: [],
  translations: {
    namespace: 'records',
    en,
    ar,
    deferred: {
      results: { en: () => import('./i18n/results-en').then((m) => m.default), ar: () => import('./i18n/results-ar').then((m) => m.default) },
    },
  },
} satisfies RemoteModule;
