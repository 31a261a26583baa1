/**
 * `@portal/shared/rules` — the zod-free part of the contracts: the spec's messages, the validation
 * predicates and helpers, and the API types. Pages of the first load (login) import this instead of
 * `@portal/shared/contracts`, so the first load does not carry zod (about 50 KB gzip).
 */
export * from './messages';
export * from './rules';
export * from './api-types';
export * from './remote';
