import type { Db } from '../../db/schema.js';
import { hashPassword } from './password.js';
import { findActiveAccountByMobile, insertUser, type NewUser } from './repository.js';

export const DEMO_PASSWORD = 'Portal@2026';

/** The demo accounts of ARCHITECTURE.md (embedded mode only). */
export const DEMO_USERS: Omit<NewUser, 'passwordHash'>[] = [
  {
    callingCode: '971',
    mobile: '501234567',
    firstName: 'Ahmed',
    lastName: 'Al Mansoori',
    email: 'patient@portal.example',
    genderId: 1,
    countryId: 784,
    dateOfBirth: '1988-03-15',
    documentTypeId: 1,
    documentId: '784198812345671',
    roleId: 1,
  },
  {
    callingCode: '971',
    mobile: '500000002',
    firstName: 'Noura',
    lastName: 'Al Hashimi',
    email: 'broadcaster@portal.example',
    genderId: 2,
    countryId: 784,
    dateOfBirth: '1990-06-01',
    documentTypeId: 1,
    documentId: '784199012345672',
    roleId: 2,
  },
  {
    callingCode: '971',
    mobile: '500000003',
    firstName: 'Omar',
    lastName: 'Al Farsi',
    email: 'admin@portal.example',
    genderId: 1,
    countryId: 784,
    dateOfBirth: '1985-11-20',
    documentTypeId: 1,
    documentId: '784198512345673',
    roleId: 3,
  },
  {
    // Holds the number of the embedded identity provider's "mobile already registered" identity: the
    // account that identity links to with this password (standins/idp/identities.ts SOP2_REGISTERED).
    callingCode: '971',
    mobile: '500000004',
    firstName: 'Fatima',
    lastName: 'Al Zaabi',
    email: 'fatima@portal.example',
    genderId: 2,
    countryId: 784,
    dateOfBirth: '1990-09-12',
    documentTypeId: 1,
    documentId: '784199045678904',
    roleId: 1,
  },
];

/**
 * Creates the demo accounts that do not exist yet. Idempotent, and safe when two processes start
 * together: the insert yields to the active-number unique index.
 */
export async function seedDemoUsers(db: Db): Promise<number> {
  let created = 0;
  for (const demo of DEMO_USERS) {
    if (await findActiveAccountByMobile(db, demo.callingCode, demo.mobile)) continue;
    const id = await insertUser(db, { ...demo, passwordHash: await hashPassword(DEMO_PASSWORD) });
    if (id !== null) created += 1;
  }
  return created;
}
