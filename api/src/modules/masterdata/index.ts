/** What other modules may use of the master data (api/src/modules/README.md "Boundaries"). */
export { currentAppConfiguration, findLookup, isRole, knownPhoneCodes } from './repository.js';
