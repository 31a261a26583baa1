import { complaintFormProblem, MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';

/**
 * The spec's message for each complaint field on its own (care §5), in the page language, so a bad date
 * and a short text are both shown at once. The submit rule itself is `complaintFormProblem`.
 */
export function incidentDateMessage(incidentDate: string, now: Date = new Date()): string | null {
  const p = complaintFormProblem({ facilityCode: 'x', incidentDate, complaintText: 'a valid text' }, now);
  if (p === 'dateFormat') return translateMessage(MSG.incidentDateFormatError);
  if (p === 'dateRange') return translateMessage(MSG.incidentDateRangeError);
  return null;
}

export function complaintTextMessage(complaintText: string): string | null {
  const p = complaintFormProblem({ facilityCode: 'x', incidentDate: '01/01/2000', complaintText });
  if (p === 'text') return translateMessage(MSG.complaintMinLength);
  if (p === 'textMax') return translateMessage(MSG.complaintMaxLength);
  return null;
}
