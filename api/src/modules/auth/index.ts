/** What other modules may use of the sessions (api/src/modules/README.md "Boundaries"). */
export { revokeUserSessions } from './repository.js';
