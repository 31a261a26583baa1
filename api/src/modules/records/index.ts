/** What other modules may use of the records' own data (api/src/modules/README.md "Boundaries"). */
export { hasReportGrant, resultReleaseRules } from './repository.js';
