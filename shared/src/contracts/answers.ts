import { z } from 'zod';

/**
 * The API's answers to a one-time code and to a complaint (registration, forgot password;
 * complaint), written once as zod schemas: the API's auth, user and engagement routes answer through them,
 * mfe-identity and mfe-content read the types inferred from them (browser bundles get the types only, see browser.ts).
 */

/** `data` of POST auth/verifyOtpForRegistration and user/verifyotpforpassword; the envelope's message says why a code failed. */
export const verifyOtpDataSchema = z.object({ validOtp: z.boolean() });
export type VerifyOtpData = z.infer<typeof verifyOtpDataSchema>;

/** `data` of POST user/complaints: the number the hospital gives the complaint. */
export const complaintReceiptSchema = z.object({ complaintNumber: z.string() });
export type ComplaintReceipt = z.infer<typeof complaintReceiptSchema>;
