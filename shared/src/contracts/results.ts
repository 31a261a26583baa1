import { z } from 'zod';

/**
 * The API's answers about laboratory results with their context (GET user/labresults, user/labresults/trend): every
 * test's latest value with its range and flag, a test's values over time, and the release rules an administrator
 * reads. zod schemas the API answers through; mfe-records reads the inferred types (browser.ts).
 */

/** How a value stands against its range, in words: the laboratory's interpretation, else the value against the range. */
export const resultFlagSchema = z.enum(['normal', 'high', 'low', 'critical', 'abnormal', 'unknown']);
export type ResultFlag = z.infer<typeof resultFlagSchema>;

/** Where a number sits against the range's bounds (the text summary's "above the range"); null when it cannot say. */
export const rangePositionSchema = z.enum(['below', 'within', 'above']);
export type RangePosition = z.infer<typeof rangePositionSchema>;

/**
 * One value of a test. `state` released: the value, range and flag are given. pending: held by the release rules
 * ('Result pending review by your doctor'), or not final at the laboratory; locked: another member's result before
 * her code (otpRequired). Pending and locked values carry no value, range or flag.
 */
export const resultValueSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD: when the sample was taken. */
  date: z.string(),
  state: z.enum(['released', 'pending', 'locked']),
  value: z.number().nullable(),
  valueText: z.string().nullable(),
  unit: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  rangeText: z.string(),
  flag: resultFlagSchema.nullable(),
  position: rangePositionSchema.nullable(),
  /** The hospital's facility code and name (in the request's language). */
  facilityId: z.string(),
  facilityName: z.string(),
  /** The report it belongs to. */
  docNumber: z.string().nullable(),
});
export type ResultValue = z.infer<typeof resultValueSchema>;

/** Whose results, and what opening them needs (the same consent rule as reports). */
const subjectFields = {
  familyMemberId: z.number(),
  patientName: z.string(),
  /** The member's number differs from the account's and no code was verified: values come after the code to that number. */
  otpRequired: z.boolean(),
  callingCode: z.string(),
  mobileNo: z.string(),
};

/** A test in the list: its latest value, grouped by the panel (report) that value came in. */
export const resultSummarySchema = z.object({
  /** The trend page's key: the LOINC code, else `name:<the test's name>`. */
  key: z.string(),
  /** LOINC code, '' when the hospital gave none. */
  code: z.string(),
  name: z.string(),
  panel: z.string(),
  latest: resultValueSchema,
  /** How many values the test has over time. */
  count: z.number(),
});
export type ResultSummary = z.infer<typeof resultSummarySchema>;

/** `data` of GET user/labresults. */
export const labResultsDataSchema = z.object({ ...subjectFields, results: z.array(resultSummarySchema) });
export type LabResultsData = z.infer<typeof labResultsDataSchema>;

/** `data` of GET user/labresults/trend: one test's values, oldest first. */
export const labResultTrendSchema = z.object({ ...subjectFields, key: z.string(), code: z.string(), name: z.string(), unit: z.string(), values: z.array(resultValueSchema) });
export type LabResultTrend = z.infer<typeof labResultTrendSchema>;

/** `data` of GET admin/resultsreleaserules: what the portal holds back, and for how long. */
export const resultReleaseRulesSchema = z.object({
  /** Days a sensitive test's result is held when no clinician releases it sooner. */
  sensitiveHoldDays: z.number(),
  /** Days a critical result is held likewise. */
  criticalHoldDays: z.number(),
  /** The tests held as sensitive, by LOINC code. */
  sensitiveTests: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Interpretation codes held as critical (HL7 v3: HH, LL, AA). */
  criticalInterpretations: z.array(z.string()),
});
export type ResultReleaseRules = z.infer<typeof resultReleaseRulesSchema>;
