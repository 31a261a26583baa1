import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMember } from '@portal/shared/rules';
import { apiGet } from '@portal/shared/api';
import { sessionStore, useSession } from '@portal/shared/session';

/**
 * `@portal/shared/family` — the account's family members for every patient selector: the session's
 * familyMemberList (spec local key), loaded from GET user/familymembers through the shell's QueryClient when
 * this session has not loaded it yet. A change to the family (mfe-identity) invalidates `familyKeys.all`, and
 * writes the session's list, which every selector reads.
 */
export const familyKeys = { all: ['family'] as const };

export const familyMembersQuery = () =>
  queryOptions({
    queryKey: familyKeys.all,
    queryFn: async () => {
      const r = await apiGet<FamilyMember[]>('user/familymembers');
      const list = Array.isArray(r.data) ? r.data : [];
      sessionStore.getState().setFamilyMembers(list);
      return list;
    },
  });

/** The family members, or null while they are not known (the selectors then offer the account holder only). */
export function useFamilyMembers(): FamilyMember[] | null {
  const stored = useSession((s) => s.familyMemberList);
  const signedIn = useSession((s) => Boolean(s.token));
  const loaded = useQuery({ ...familyMembersQuery(), enabled: signedIn && stored === null });
  return stored ?? loaded.data ?? null;
}

/** The fields of a patient selector's option its label is made of (the account holder is familyMemberId 0). */
export interface PatientLabelSource {
  familyMemberId: number;
  name: string;
  /** The relations list's id; the relation's stored English text is used only when the id is unknown. */
  relationId?: number | null;
  relation: string | null;
}

/**
 * The label of a patient selector's option in the page's language: "Sara Qatest (الزوج / الزوجة)". The relation
 * stored with a family member is English; its id names it in the page's language. `selfText` is the word of the
 * page for the account holder.
 */
export function usePatientLabel(selfText: string): (p: PatientLabelSource) => string {
  const relationOf = useRelationLabel();
  return useCallback(
    (p: PatientLabelSource) => {
      if (p.familyMemberId === 0) return `${p.name} (${selfText})`;
      const relation = relationOf(p);
      return relation ? `${p.name} (${relation})` : p.name;
    },
    [relationOf, selfText],
  );
}

/** A family member's relation in the page's language (the stored English text when the id is unknown). */
export function useRelationLabel(): (p: Pick<PatientLabelSource, 'relationId' | 'relation'>) => string {
  const { t } = useTranslation('common');
  return useCallback((p) => (p.relationId ? t(`relation.${p.relationId}`, { defaultValue: p.relation ?? '' }) : (p.relation ?? '')), [t]);
}

export { FilterSelect, PatientSelect } from './patient-select';
export type { FilterSelectProps, PatientSelectProps } from './patient-select';
