/**
 * The zod schemas of the API's answers (reports and medication, teleconsultation, master data, one-time codes,
 * complaints): the API's routes answer through them, and the browser reads only the types inferred from them
 * (browser.ts, api-types.ts). No page parses an answer with them, so unlike the request schemas they are not in
 * `@portal/shared/contracts/schemas`.
 */
export * from './records';
export { createdShareSchema, sharedLinksDataSchema } from './summary';
export * from './results';
export * from './telecare';
export * from './answers';
export { appConfigurationSchema, countrySchema, departmentCodeSchema, lookupOptionSchema } from './masterdata';
