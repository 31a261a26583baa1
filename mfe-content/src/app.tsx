import { CONTRACT_VERSION, type RemoteModule, type VisibilityContext } from '@portal/shared/contracts';
import { HEALTH_PACKAGES_WHEN, healthPackagesAvailable } from '@portal/shared/brand';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** Lifecare hides health packages everywhere: menu, tile and route (docs/product.md#everywhere-brands). */
const packagesVisible = (ctx: VisibilityContext) => healthPackagesAvailable(ctx.brand);

/**
 * What mfe-content contributes: health packages, locations, insurance, news, media, Need Help, health
 * tools, international patients, feedback and complaint, Ask a Doctor, Contact Us and the valet mock-up. Every page,
 * widget and dialog is lazy, so this object stays small (the shell loads it to build menu and dashboard).
 */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-content',
  routes: [
    { path: 'needhelp', area: 'auth', load: () => import('./need-help/need-help.page') },
    { path: 'locations', area: 'auth', load: () => import('./locations/locations.page') },
    { path: 'insurance', area: 'auth', load: () => import('./insurance/insurance.page') },
    { path: 'news', area: 'auth', load: () => import('./news/news.page') },
    { path: 'allNews', area: 'auth', load: () => import('./news/all-news.page') },
    { path: 'allMedia', area: 'auth', load: () => import('./media/all-media.page') },
    { path: 'healthtools', area: 'auth', load: () => import('./health-tools/health-tools.page') },
    { path: 'healthPackages', area: 'auth', load: () => import('./health-packages/health-packages.page'), visible: packagesVisible },
    { path: 'healthPackageDetails', area: 'auth', load: () => import('./health-packages/health-package-details.page'), visible: packagesVisible },
    { path: 'feedback', area: 'auth', load: () => import('./feedback/feedback.page') },
    { path: 'complaint', area: 'auth', load: () => import('./complaint/complaint.page') },
    { path: 'internationalpatients', area: 'auth', load: () => import('./international/international-patients.page') },
    // The valet mock-up (docs/product.md#content-valet): top-level pages with their own frame, no sign-in.
    { path: 'valet', area: 'root', load: () => import('./valet/valet-login.page') },
    { path: 'valetauth', area: 'root', load: () => import('./valet/valet-dashboard.page') },
  ],
  menu: [
    { id: 'health-packages', labelKey: 'content:menu.healthPackages', icon: 'package', order: 65, to: '/auth/healthPackages', when: HEALTH_PACKAGES_WHEN },
    { id: 'contact-us', labelKey: 'content:menu.contactUs', icon: 'phone', order: 70, dialog: 'contact-us' },
    { id: 'feedback', labelKey: 'content:menu.feedback', icon: 'feedback', order: 75, to: '/auth/feedback' },
    { id: 'international', labelKey: 'content:menu.international', icon: 'globe', order: 78, to: '/auth/internationalpatients' },
  ],
  tiles: [
    { id: 'health-package', labelKey: 'content:tiles.healthPackage', icon: 'package', order: 60, to: '/auth/healthPackages', when: HEALTH_PACKAGES_WHEN },
    { id: 'location', labelKey: 'content:tiles.location', icon: 'location', order: 70, to: '/auth/locations' },
    { id: 'insurance', labelKey: 'content:tiles.insurance', icon: 'insurance', order: 80, to: '/auth/insurance' },
    { id: 'ask-doctor', labelKey: 'content:tiles.askDoctor', icon: 'chat', order: 90, dialog: 'ask-a-doctor' },
    { id: 'health-tap', labelKey: 'content:tiles.healthTap', icon: 'tools', order: 100, to: '/auth/healthtools' },
  ],
  widgets: [
    { id: 'banners', order: 5, span: 'full', load: () => import('./banners/banner-carousel.widget') },
    { id: 'news', order: 60, span: 'half', load: () => import('./news/news.widget') },
    { id: 'media', order: 61, span: 'half', load: () => import('./media/media.widget') },
  ],
  dialogs: [
    { id: 'ask-a-doctor', load: () => import('./contact/ask-a-doctor.dialog') },
    { id: 'contact-us', load: () => import('./contact/contact-us.dialog') },
  ],
  translations: { namespace: 'content', en, ar },
} satisfies RemoteModule;
