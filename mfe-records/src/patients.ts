import type { FamilyMember, SessionUser } from '@portal/shared/contracts';

/** Whose reports or medication a page shows: the account holder (0) or a family member. */
export interface PatientOption {
  familyMemberId: number;
  name: string;
  relation: string | null;
  relationId: number | null;
}

export function patientOptions(user: SessionUser | null, family: FamilyMember[] | null | undefined): PatientOption[] {
  const self: PatientOption = { familyMemberId: 0, name: user ? `${user.firstName} ${user.lastName}`.trim() : '', relation: null, relationId: null };
  return [self, ...(family ?? []).map((m) => ({ familyMemberId: m.familyMemberId, name: `${m.firstName} ${m.lastName}`.trim(), relation: m.relation || null, relationId: m.relationId || null }))];
}
