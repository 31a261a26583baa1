import { useForm, useWatch } from 'react-hook-form';
import type { FeedbackLocation, PatientType } from './feedback.api';

/** What the patient chose on the feedback page: the facility, the visit type and the answers by question id. */
export interface FeedbackChoice {
  vblog: string;
  patientType: string;
  answers: Record<string, string>;
}

/**
 * The feedback form. The facility's default (the patient's own, else the first) arrives with the facility list
 * through react-hook-form's `values`; `keepDirtyValues` keeps whatever the patient already chose, so a default
 * that arrives late never replaces a choice. The visit type has no default to arrive: brands that ask for it
 * start at 'Select', the others use the facility's first type (derived, never written over the form).
 */
export function useFeedbackChoice(locations: FeedbackLocation[] | undefined, ownVblog: string | undefined) {
  const defaultVblog = locations?.length ? (locations.find((l) => l.vblog === ownVblog)?.vblog ?? locations[0]!.vblog) : '';
  const form = useForm<FeedbackChoice>({
    defaultValues: { vblog: '', patientType: '', answers: {} },
    values: { vblog: defaultVblog, patientType: '', answers: {} },
    resetOptions: { keepDirtyValues: true },
  });
  const [vblog, chosenType, answers] = useWatch({ control: form.control, name: ['vblog', 'patientType', 'answers'] });
  return { form, vblog, chosenType, answers };
}

/** The visit type in use: the patient's choice when it is one of the facility's, else '' (asked) or the first type. */
export function patientTypeOf(types: PatientType[] | undefined, chosen: string, askVisitType: boolean): string {
  const list = types ?? [];
  if (!askVisitType) return list[0]?.patient_type_value ?? '';
  return list.some((p) => p.patient_type_value === chosen) ? chosen : '';
}
