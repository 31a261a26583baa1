import { z } from 'zod';

/**
 * The API's answers about diagnostic reports and medication (docs/product.md#reports), written once as zod
 * schemas: the API's records routes answer through them, mfe-records reads the types inferred from them (browser
 * bundles get the types only, see browser.ts).
 */

/** A lab (LAB) or radiology (RBF) order of POST appointment/labreports. */
export const labOrderSchema = z.object({
  docNumber: z.string(),
  /** YYYY-MM-DD. */
  orderDate: z.string(),
  docType: z.string().describe('LAB or RBF'),
  /** The hospital's facility code. */
  facilityId: z.string(),
  docPart: z.string(),
  docVersion: z.string(),
  encryptedSecurityKey: z.string(),
  patientId: z.string(),
  his: z.string(),
  orderName: z.string(),
  doctorName: z.string().describe("The prescriber's name in the request's language"),
  status: z.string(),
  facilityName: z.string().describe("The hospital's name in the request's language"),
  familyMemberId: z.number(),
  patientName: z.string(),
  patientDOB: z.string(),
  callingCode: z.string(),
  mobileNo: z.string(),
  otpRequired: z.boolean().describe("The member's number differs from the account's: a code to that number comes first"),
});
export type LabOrder = z.infer<typeof labOrderSchema>;

/** A test result of an order. */
/** A test of a report; `pending`: held by the release rules until a clinician releases it (no value, range or flag). */
export const labTestSchema = z.object({ docNumber: z.string(), testName: z.string(), value: z.string(), unit: z.string(), referenceRange: z.string(), flag: z.string(), pending: z.boolean().optional() });
export type LabTest = z.infer<typeof labTestSchema>;

/** `data` of POST appointment/labreports. */
export const labReportsDataSchema = z.object({ patientLabOrderDetails: z.array(labOrderSchema), patientLabTestDetails: z.array(labTestSchema) });
export type LabReportsData = z.infer<typeof labReportsDataSchema>;

/** A prescription of POST appointment/medications. */
export const medicationSchema = z.object({
  id: z.number(),
  brandName: z.string(),
  genericName: z.string(),
  frequency: z.string(),
  duration: z.number().describe('Days'),
  /** YYYY-MM-DD: day 1 of the course. */
  creationDate: z.string(),
  /** YYYY-MM-DD: the day after the course's last day. */
  endDate: z.string(),
  physicianNo: z.string(),
  doctorName: z.string().describe("The prescriber's name in the request's language"),
  doctorImage: z.string(),
  patientId: z.string(),
  /** The hospital's facility code. */
  facilityId: z.string(),
  facilityName: z.string().describe("The hospital's name in the request's language"),
  familyMemberId: z.number(),
});
export type Medication = z.infer<typeof medicationSchema>;

/** `data` of POST appointment/medications: the courses not finished, and the finished ones. */
export const medicationsDataSchema = z.object({ activeMedications: z.array(medicationSchema), pastMedications: z.array(medicationSchema) });
export type Medications = z.infer<typeof medicationsDataSchema>;
