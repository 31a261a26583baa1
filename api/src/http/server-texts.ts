import type { Lang } from './lang.js';

/**
 * The Arabic of the server's own error texts: those the services throw that are not spec messages.
 *
 * Two kinds of text reach a person through an error envelope's `message.message`:
 * - the spec's messages (`MSG` of `@portal/shared/contracts`): the server sends them in English and the client
 *   translates them by their English text (`translateMessage`), so they stay English here;
 * - the server's own texts (below): the client cannot know them, so the error handler answers them in the
 *   request's language (`requestLang`: `lang=` or Accept-Language, which the portal's client always sends).
 *
 * The content site's stand-in (`modules/content`) answers in its own envelope with its own texts, as the real
 * site would; it is not the portal API and is not translated here.
 *
 * A text that names a field first (`apptType: …`, `UserResponse: unknown question 7`) describes a malformed
 * request that the portal's forms cannot send; it stays English. `test/server-texts.test.ts` reads every
 * literal the services throw and fails on one that is neither a spec message, nor field-named, nor here.
 */
export const SERVER_TEXTS_AR: Readonly<Record<string, string>> = {
  // appointments
  'Only an upcoming appointment can be cancelled': 'يمكن إلغاء الموعد القادم فقط',
  'Only an upcoming appointment can be rescheduled': 'يمكن إعادة جدولة الموعد القادم فقط',
  'Appointment not found': 'الموعد غير موجود',
  // sign-in (the client shows its own text for a lock in Arabic, spec account §8; other callers show this)
  'Your account is locked due to multiple failed login attempts. Please try again after 15 minutes.':
    'تم قفل حسابك بسبب محاولات تسجيل دخول فاشلة متعددة. يرجى المحاولة مرة أخرى بعد 15 دقيقة.',
  // access
  Unauthorized: 'غير مصرّح',
  'You are not allowed to access this record': 'غير مسموح لك بالوصول إلى هذا السجل',
  'You are not allowed to use this function': 'غير مسموح لك باستخدام هذه الوظيفة',
  'OTP verification required': 'يلزم التحقق برمز التحقق أولاً',
  // records
  'Patient not found': 'المريض غير موجود',
  'This number is the account number: no code is needed': 'هذا الرقم هو رقم الحساب: لا حاجة إلى رمز تحقق',
  'startDate must not be after endDate': 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية',
  'endDate must be within 400 days of startDate': 'يجب ألا تزيد الفترة بين تاريخ البداية وتاريخ النهاية على 400 يوم',
  'callingCode and mobile, or patientId, are required': 'يلزم رمز الاتصال ورقم الجوال، أو رقم المريض',
  // teleconsultation and its video room
  'Teleconsultation not found': 'الاستشارة عن بُعد غير موجودة',
  'Consultation not found': 'الاستشارة غير موجودة',
  'Not the doctor of this consultation': 'لست طبيب هذه الاستشارة',
  'Only the doctor ends a consultation': 'الطبيب وحده من ينهي الاستشارة',
  'Too many attempts. Please try again later.': 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى لاحقًا.',
  'Too many messages in this room. Please try again later.': 'رسائل كثيرة جدًا في هذه الغرفة. يرجى المحاولة مرة أخرى لاحقًا.',
  // family, notifications, offers, administration
  'Family member not found': 'فرد العائلة غير موجود',
  'Notification not found': 'الإشعار غير موجود',
  'Image not found': 'الصورة غير موجودة',
  'Offer not found': 'العرض غير موجود',
  'Record not found': 'السجل غير موجود',
  'User not found': 'المستخدم غير موجود',
  'Invalid role': 'دور غير صالح',
  'This export is already running': 'هذا التصدير قيد التشغيل بالفعل',
  'Export not found': 'ملف التصدير غير موجود',
  'Too many error reports; try again in a minute.': 'تقارير أخطاء كثيرة جدًا؛ حاول مرة أخرى بعد دقيقة.',
  // the error handler's own
  'Not found': 'غير موجود',
  'The record already exists': 'السجل موجود بالفعل',
};

/** Texts with a number in them, from the error handler. */
const PATTERNS_AR: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Request body is too large \(limit (\d+) bytes\)$/, (m) => `حجم الطلب كبير جدًا (الحد ${m[1]} بايت)`],
];

/** An error envelope's text in the request's language (see above for which texts change). */
export function serverText(message: string, lang: Lang): string {
  if (lang !== 'ar' || !message) return message;
  const known = SERVER_TEXTS_AR[message];
  if (known) return known;
  for (const [pattern, arabic] of PATTERNS_AR) {
    const m = pattern.exec(message);
    if (m) return arabic(m);
  }
  return message;
}
