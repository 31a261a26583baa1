/**
 * The API's answers about appointments, written once: the API builds them (modules/appointments)
 * and mfe-appointments, mfe-telecare and @portal/shared/booking read them. Types only: nothing of this file
 * reaches a bundle.
 */

/** A slot. `slNo` numbers the slots of one day, from 1. */
export interface Slot {
  text: string;
  startTime: string;
  endTime: string;
  date: string;
  department: string;
  physicianNo: string;
  physicianLicense: string;
  slNo: number;
}

/** `data` of POST appointment/bookappt and PUT appointment/updateappt: the booked (or moved) appointment. */
export interface BookedAppointment {
  appointmentRefNo: string;
  appointmentId: number;
}

/** One day's free slots: morning before 12:00, afternoon 12:00–16:59, evening from 17:00 (docs/product.md#booking-slots). */
export interface DaySlots {
  morningSlots: Slot[];
  afternoonSlots: Slot[];
  eveningSlots: Slot[];
}

/** `data` of POST appointment/timeslots: the day's slots, the next dates with a free slot, and the call-to-book message. */
export interface TimeSlots extends DaySlots {
  status: string;
  futureDates: string[];
  message: string[];
}

/** A doctor as the API shows one with an appointment or a consultation, in the page's language (the content site's fields). */
export type DoctorCard = {
  id: number;
  name: string;
  image: string;
  specialty: string;
  specialization: string;
  location: string;
  locationId: number;
  vblog: string;
  cat_type: string;
  department_code: string;
  physician_code: string;
  physician_number: string;
  /** Set for a doctor booked by phone: shown instead of Book. */
  appointment_message: string;
  experience: number;
  nationality: string;
  know_langauges: string;
};

/** An appointment of the lists (GET appointment/appointments), with its doctor and hospital in the page's language. */
export type AppointmentView = {
  appointmentRefNo: string;
  appointmentId: number;
  /** Booked, Cancelled, Completed… */
  appointmentStatus: string;
  apptDate: string;
  apptTime: string;
  apptEndTime: string;
  physicianName: string;
  name: string;
  specialty: string;
  experience: number;
  image: string;
  location: string;
  locationId: number | null;
  vblog: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** The hospital's facility code. */
  facilityId: string;
  patientId: string;
  patientName: string;
  familyMemberId: number;
  mobileNo: string;
  /** ONLINE or TELEMED. */
  scheduleType: string;
  encryptedSecurityKey: string;
  department: string;
  physicianLicense: string;
  physicianNo: string;
  doctorId: number;
  doctor: DoctorCard | null;
};

/** A doctor the patient saw (GET user/recentconsultations, and the lists' consultedDoctors). */
export type ConsultedDoctor = DoctorCard & {
  scheduleType: string;
  lastVisit: string;
};

/** `data` of GET appointment/appointments: one patient's upcoming and past appointments and the doctors seen. */
export interface AppointmentLists {
  upcomingAppts: AppointmentView[];
  pastAppts: AppointmentView[];
  consultedDoctors: ConsultedDoctor[];
}
