/**
 * `@portal/shared/contracts/schemas` — the zod schemas (with the rules they are built from), for the
 * few browser pages that parse with a schema (e.g. the BMI tool). `@portal/shared/contracts` in a
 * browser bundle leaves them out (browser.ts) so that zod is loaded only by the pages that need it.
 */
export * from './validation';
export * from './engagement';
export * from './admin';
export * from './text-guard';
export { createShareSchema, openShareFormSchema, openShareSchema, shareFormSchema, type CreateShareBody } from './summary';
