import { isTodayOrLater, isValidEmail, isValidMobile, LIMITS, MSG, toIsoDate, uploadProblem, type FileLike } from '@portal/shared/contracts';

export interface InternationalForm {
  fullName: string;
  gender: string;
  callingCode: string;
  mobile: string;
  email: string;
  travelDate: string;
  comment: string;
  file: FileLike | null;
}

/** English messages: the spec's where it has one; 'travelDateInPast' is ours (content:rules.travelDateInPast). */
export type InternationalProblem = { field: keyof InternationalForm; message: string; key?: 'travelDateInPast' };

/**
 * Every rule of care §5 for the Write Us form: all fields required, mobile 8–10 digits, e-mail pattern,
 * travel date not before today, comment at most 400 letters, one pdf/doc/docx/jpg/jpeg/png file of at
 * most 2048000 bytes. Returns the problems in field order (empty when the form is valid).
 */
export function internationalProblems(f: InternationalForm, now: Date = new Date()): InternationalProblem[] {
  const out: InternationalProblem[] = [];
  const required: (keyof InternationalForm)[] = ['fullName', 'gender', 'mobile', 'email', 'travelDate', 'comment'];
  for (const k of required) if (!String(f[k] ?? '').trim()) out.push({ field: k, message: MSG.allFieldsRequired });
  const has = (k: keyof InternationalForm) => out.some((p) => p.field === k);
  if (!has('mobile') && !isValidMobile(f.mobile.trim())) out.push({ field: 'mobile', message: MSG.invalidMobile });
  if (!has('email') && !isValidEmail(f.email.trim())) out.push({ field: 'email', message: MSG.invalidEmail });
  if (!has('travelDate') && (toIsoDate(f.travelDate) === null || !isTodayOrLater(f.travelDate, now))) {
    out.push({ field: 'travelDate', message: 'Travel date cannot be before today', key: 'travelDateInPast' });
  }
  if (f.comment.length > LIMITS.internationalCommentMax) out.push({ field: 'comment', message: MSG.internationalCommentMax });
  if (!f.file) out.push({ field: 'file', message: MSG.allFieldsRequired });
  else {
    const p = uploadProblem(f.file);
    if (p) out.push({ field: 'file', message: MSG[p] });
  }
  return out;
}
