import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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
