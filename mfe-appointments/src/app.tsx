import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/**
 * What mfe-appointments contributes: find a doctor, search results, book and re-book, the appointment
 * lists with cancel and reschedule, two dashboard tiles and two dashboard widgets. Pages and widgets
 * load lazily so `./app` stays small.
 */
const findDoctor = () => import('./doctors/find-doctor.page');

export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-appointments',
  routes: [
    { path: 'findDoctor', area: 'auth', load: findDoctor },
    { path: 'finddoctor', area: 'auth', load: findDoctor },
    { path: 'searchDoctorResult', area: 'auth', load: () => import('./doctors/search-results.page') },
    { path: 'bookappointment', area: 'auth', load: () => import('./booking/book.page') },
    { path: 'bookPastAppointment', area: 'auth', load: () => import('./booking/rebook.page') },
    { path: 'appointments', area: 'auth', load: () => import('./appointments/appointments.page') },
    { path: 'rescheduleAppointment', area: 'auth', load: () => import('./booking/reschedule.page') },
  ],
  menu: [
    { id: 'find-doctor', labelKey: 'appointments:menu.findDoctor', icon: 'doctor', order: 20, to: '/auth/findDoctor' },
    { id: 'appointments', labelKey: 'appointments:menu.appointments', icon: 'calendar', order: 21, to: '/auth/appointments' },
  ],
  tiles: [
    { id: 'appointments', labelKey: 'appointments:tile.appointments', icon: 'calendar', order: 10, to: '/auth/appointments' },
    { id: 'doctors', labelKey: 'appointments:tile.doctors', icon: 'doctor', order: 20, to: '/auth/findDoctor' },
  ],
  widgets: [
    { id: 'upcoming-appointments', order: 30, span: 'half', load: () => import('./dashboard/upcoming-appointments.widget') },
    { id: 'consulted-doctors', order: 31, span: 'half', load: () => import('./dashboard/consulted-doctors.widget') },
  ],
  translations: { namespace: 'appointments', en, ar },
} satisfies RemoteModule;
