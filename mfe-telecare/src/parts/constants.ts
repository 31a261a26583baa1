/**
 * Both hospitals that run the video clinic (BU10, LL18) are in the UAE: the wizard's "today" and date chips
 * are on their clock. (Each list row carries its own hospital's zone from the API.)
 */
export const TELE_TIME_ZONE = 'Asia/Dubai';

/** The consultation list (also written with a capital T; routes match either way). */
export const LIST_ROUTE = '/auth/teleconsultationAppointments';
export const WIZARD_ROUTE = '/auth/scheduleBooking';
export const LAUNCH_ROUTE = '/auth/Teleconsultation';
export const RESCHEDULE_ROUTE = '/auth/rescheduleTeleAppointment';
