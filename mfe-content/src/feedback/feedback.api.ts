import { queryOptions, useMutation } from '@tanstack/react-query';
import { contentKey, type ContentSite } from '../content-site/content-site.api';
import { apiPost, contentGet, contentPost } from '@portal/shared/api';
import type { FeedbackQuestion, FeedbackSubmissionBody, GeneralFeedbackBody } from '@portal/shared/contracts';

export type { FeedbackLocation } from '../content-site/content-site.api';

export interface PatientType {
  patient_type_value: string;
  patient_type_label: string;
}

/** GET getfeedbackpatienttype?vblog=: the visit types of a facility. */
export function getPatientTypes(vblog: string): Promise<PatientType[]> {
  return contentGet<PatientType[]>('getfeedbackpatienttype', { vblog });
}

/** GET getfeedbackresponse?vblog=&patient_type=: the questionnaire. */
export function getQuestionnaire(vblog: string, patientType: string): Promise<FeedbackQuestion[]> {
  return contentGet<FeedbackQuestion[]>('getfeedbackresponse', { vblog, patient_type: patientType });
}

/** POST savefeedbackresponse on the content site base. */
export function saveFeedbackAnswers(body: FeedbackSubmissionBody): Promise<{ id: number }> {
  return contentPost<{ id: number }>('savefeedbackresponse', body);
}

/** POST user/savefeedback: general patient feedback. */
export async function saveGeneralFeedback(body: GeneralFeedbackBody): Promise<boolean> {
  return (await apiPost<boolean>('user/savefeedback', body)).data === true;
}

export const patientTypesQuery = (site: ContentSite, vblog: string) => queryOptions({ queryKey: contentKey(site, 'patient-types', vblog), queryFn: () => getPatientTypes(vblog) });
export const questionnaireQuery = (site: ContentSite, vblog: string, patientType: string) =>
  queryOptions({ queryKey: contentKey(site, 'questionnaire', vblog, patientType), queryFn: () => getQuestionnaire(vblog, patientType) });

/** General feedback saved, or an error (the call's answer false is one). */
export function useSaveGeneralFeedback() {
  return useMutation({
    mutationFn: async (body: GeneralFeedbackBody) => {
      if (!(await saveGeneralFeedback(body))) throw new Error('not saved');
    },
  });
}
