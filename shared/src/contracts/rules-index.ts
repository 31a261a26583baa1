/**
 * `@portal/shared/rules` — the zod-free core of the contracts: the spec's messages, the validation
 * predicates and helpers, the API types and the remote contract. Everything on the first load (the shell,
 * `@portal/shared/ui`, `api`, `i18n`, `session`, `brand` and mfe-identity) imports this rather than
 * `@portal/shared/contracts`, which adds the engagement, teleconsultation and administration rules (1.9 KB
 * gzip the login page does not use) and re-exports this module by its package name, so the two share it.
 */
export * from './messages';
export * from './rules';
export * from './api-types';
export * from './remote';
export * from './vitals';
