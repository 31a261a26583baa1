import { CONTRACT_VERSION, type RemoteModule, type VisibilityContext } from '@portal/shared/contracts';
import { TELECONSULTATION_WHEN, teleconsultationRoutesAllowed } from '@portal/shared/brand';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/**
 * What mfe-telecare contributes (docs/product.md#teleconsultation): the booking wizard, the consultation list, rescheduling,
 * the video launch (camera check and room in embedded mode), the coming-soon page, the Request Call Back
 * dialog, a menu entry and a dashboard tile marked New.
 *
 * Availability: the menu entry and the tile only for burjeel with facility BU10 or llh with facility LL18 (the
 * hospital chosen); the routes for the burjeel and llh brands (docs/product.md#teleconsultation-where); any other brand is sent to the dashboard.
 */
const routes = (ctx: VisibilityContext) => teleconsultationRoutesAllowed(ctx.brand);

export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-telecare',
  routes: [
    { path: 'scheduleBooking', area: 'auth', load: () => import('./wizard/schedule-booking.page'), visible: routes },
    { path: 'teleconsultationAppointments', area: 'auth', load: () => import('./list/tele-appointments.page'), visible: routes },
    { path: 'rescheduleTeleAppointment', area: 'auth', load: () => import('./reschedule/reschedule-tele.page'), visible: routes },
    { path: 'Teleconsultation', area: 'auth', load: () => import('./video/launch.page'), visible: routes },
    { path: 'comingsoon', area: 'auth', load: () => import('./coming-soon/coming-soon.page') },
  ],
  menu: [
    { id: 'teleconsultation', labelKey: 'telecare:menu.teleconsultation', icon: 'video', order: 22, to: '/auth/teleconsultationAppointments', when: TELECONSULTATION_WHEN },
  ],
  tiles: [
    { id: 'teleconsultation', labelKey: 'telecare:tile.teleconsultation', icon: 'video', order: 30, to: '/auth/scheduleBooking', badgeKey: 'common:ui.new', when: TELECONSULTATION_WHEN },
  ],
  dialogs: [{ id: 'request-call-back', load: () => import('./call-back/request-call-back.dialog') }],
  widgets: [],
  translations: { namespace: 'telecare', en, ar },
} satisfies RemoteModule;
