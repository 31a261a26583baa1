/**
 * What other modules may use of the accounts (the `users` table is the user module's alone): the queries below,
 * the password work (password.ts) and the patient links (patient-link.ts). api/src/modules/README.md "Boundaries".
 */
export {
  accountIdByMobile, accountOfIdentity, accountPerson, accountsClaimingDocument, activeProfileRow, deactivateAccount, documentVerifiedSql,
  findActiveAccountById, findActiveAccountByMobile, forgetBirthDateAndHospital, holderOf, identityLinkOf, insertIdentityAccount, interestContact, linkIdentity, otpReaders, sessionUser,
  setIdentityDocument, setPreferredLang, updatePasswordHash, updateProfile, updateProvidedFields, type AccountRow,
  activeRoleOf, activeUserByMobile, activeUserCount, activeUsersWithRoles, isActiveUser, otherActiveWithRole, registeredUsers, registrationCounts,
  registrationsPerDay, setRole,
} from './repository.js';
