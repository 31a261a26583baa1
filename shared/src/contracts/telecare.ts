import { z } from 'zod';

/**
 * The API's answers about teleconsultations (the tele appointment), written once as zod schemas: the API's
 * telecare routes answer through them, mfe-telecare reads the types inferred from them (browser bundles get the
 * types only, see browser.ts).
 */

/** One row of the consultation list (POST teleconsultation/consultationlist), plus what the portal keeps for its pages. */
export const teleListItemSchema = z.object({
  doctorUser: z.object({ id: z.number(), name: z.string(), image: z.string(), specialty: z.string(), know_langauges: z.string(), experience: z.number() }),
  consultData: z.object({
    id: z.number(),
    meeting_id: z.string(),
    doctor_id: z.number(),
    patient_id: z.string(),
    patient_profile_id: z.number(),
    patient_name: z.string(),
    date: z.string().describe('dd-mm-yyyy'),
    time: z.string(),
    appointment_status: z.string().nullable(),
    appointment_payment_status: z.string().nullable(),
  }),
  payment_link: z.string(),
  /** Ours: what the list shows and the reschedule page needs, and the rules' answer at the hospital's clock. */
  appointment: z.object({
    appointmentId: z.number(),
    appointmentRefNo: z.string(),
    apptDate: z.string(),
    apptTime: z.string(),
    apptEndTime: z.string(),
    physicianNo: z.string(),
    physicianLicense: z.string(),
    department: z.string(),
    facilityId: z.string(),
    patientId: z.string(),
    patientName: z.string(),
    familyMemberId: z.number(),
    paymentMode: z.number(),
    timeZone: z.string(),
    displayStatus: z.string(),
  }),
});
export type TeleListItem = z.infer<typeof teleListItemSchema>;

/** `data` of POST auth/logintelesso: the video service's access token for the patient. */
export const teleSsoSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  patientProfile: z.object({ user_id: z.string(), id: z.number() }),
  meeting_id: z.string().nullable(),
  launchUrl: z.string().nullable().describe("Where the browser goes (the configured video service); null = the portal's own camera check (embedded)"),
});
export type TeleSso = z.infer<typeof teleSsoSchema>;

/** `data` of POST teleconsultation/paymentstatus: how the latest payment attempt ended, and the consultation's payment status. */
export const telePaymentStatusSchema = z.object({ appointment_payment_status: z.string(), attempt: z.string(), familyMemberId: z.number() });
export type TelePaymentStatus = z.infer<typeof telePaymentStatusSchema>;
