import type { FamilyMember, SessionUser } from '@portal/shared/rules';
import { DOCUMENT_TYPES, adultSameNumberMessage, emiratesIdMatchesBirthYear } from '@portal/shared/rules';

/** Someone an appointment can be booked for: the account holder (0) or a family member. */
export interface PatientOption {
  familyMemberId: number;
  name: string;
  relation: string | null;
  relationId: number | null;
  /** The message that blocks booking for this person, or null (docs/product.md#booking-rules). */
  blocked: string | null;
}

export function patientOptions(user: SessionUser | null, family: FamilyMember[] | null | undefined): PatientOption[] {
  const self: PatientOption = { familyMemberId: 0, name: user ? `${user.firstName} ${user.lastName}`.trim() : '', relation: null, relationId: null, blocked: null };
  const members = (family ?? []).map((m): PatientOption => {
    const sameNumber = user ? adultSameNumberMessage(m, { mobile: user.mobile, callingCode: user.callingCode }) : null;
    const badId = m.documentTypeId === DOCUMENT_TYPES.emiratesId && !emiratesIdMatchesBirthYear(m.documentId, m.dateOfBirth) ? 'Invalid Emirates Id or date of birth' : null;
    return { familyMemberId: m.familyMemberId, name: `${m.firstName} ${m.lastName}`.trim(), relation: m.relation || null, relationId: m.relationId || null, blocked: sameNumber ?? badId };
  });
  return [self, ...members];
}
