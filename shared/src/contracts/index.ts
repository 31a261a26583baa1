/**
 * `@portal/shared/contracts` — the remote contract, the spec's messages, the validation rules and the
 * API types. No React and no DOM here (only a type-only React import in remote.ts): the API imports it
 * in Node. Browser bundles resolve browser.ts instead (the `browser` condition in package.json): the
 * same names without the zod schemas, which are in `@portal/shared/contracts/schemas`.
 */
export * from './remote';
export * from './vitals';
export * from './messages';
export * from './validation';
export * from './api-types';
export * from './engagement';
export * from './tele-rules';
export * from './admin';
export * from './responses';
export * from './summary-rules';
export { createShareSchema, openShareSchema, type CreateShareBody } from './summary';
