import type { Lang } from './lang.js';

/**
 * The Arabic of the server's own texts: those the services send or throw that are not spec messages. One
 * catalogue, applied in one place: every envelope the API sends (an answer or an error) passes through
 * `wordEnvelope` on its way out (`app.ts`), so a service writes its texts in English and never handles a language.
 *
 * Two kinds of text reach a person through an envelope's `message.message`:
 * - the spec's messages (`MSG` of `@portal/shared/contracts`): the server sends them in English and the client
 *   translates them by their English text (`translateMessage`), so they stay English here;
 * - the server's own texts (below, and the sign-in ones of `modules/auth/texts.ts`): the client cannot know
 *   them, so they go out in the request's language (`requestLang`: `lang=` or Accept-Language, which the
 *   portal's client always sends). Those with a number in them are patterns (`PATTERNS_AR`).
 *
 * The content site's stand-in (`standins/content`) answers in its own envelope with its own texts, as the real
 * site would; it is not the portal API and is not translated here.
 *
 * A text that names a field first (`apptType: …`, `UserResponse: unknown question 7`) describes a malformed
 * request that the portal's forms cannot send; it stays English. `test/server-texts.test.ts` reads every
 * literal the services send and fails on one that is neither a spec message, nor field-named, nor here.
 */
export const SERVER_TEXTS_AR: Readonly<Record<string, string>> = {
  // test data (dev routes): the embedded hospital keeps it; another hospital adapter is never written to
  'Test data goes to the embedded hospital only (HIS_ADAPTER=embedded)': 'بيانات الاختبار تذهب إلى المستشفى المدمج فقط (HIS_ADAPTER=embedded)',
  // appointments
  'Only an upcoming appointment can be cancelled': 'يمكن إلغاء الموعد القادم فقط',
  'Only an upcoming appointment can be rescheduled': 'يمكن إعادة جدولة الموعد القادم فقط',
  'Appointment not found': 'الموعد غير موجود',
  // sign-in (the client shows its own text for a lock in Arabic, docs/product.md#accounts-limits; other callers show this)
  'Your account is locked due to multiple failed login attempts. Please try again after 15 minutes.':
    'تم قفل حسابك بسبب محاولات تسجيل دخول فاشلة متعددة. يرجى المحاولة مرة أخرى بعد 15 دقيقة.',
  // access
  Unauthorized: 'غير مصرّح',
  'You are not allowed to access this record': 'غير مسموح لك بالوصول إلى هذا السجل',
  'You are not allowed to use this function': 'غير مسموح لك باستخدام هذه الوظيفة',
  'OTP verification required': 'يلزم التحقق برمز التحقق أولاً',
  'Result pending review by your doctor': 'النتيجة بانتظار مراجعة طبيبك',
  // whose records (modules/user/patient-link.ts)
  'This identity document belongs to another account. Contact 80055 if it is yours.': 'وثيقة الهوية هذه تخص حسابًا آخر. اتصل على 80055 إذا كانت تخصك.',
  // records
  'Patient not found': 'المريض غير موجود',
  'This number is the account number: no code is needed': 'هذا الرقم هو رقم الحساب: لا حاجة إلى رمز تحقق',
  'startDate must not be after endDate': 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية',
  'endDate must be within 400 days of startDate': 'يجب ألا تزيد الفترة بين تاريخ البداية وتاريخ النهاية على 400 يوم',
  'callingCode and mobile, or patientId, are required': 'يلزم رمز الاتصال ورقم الهاتف المتحرك، أو رقم المريض',
  // teleconsultation and its video room
  'Teleconsultation not found': 'الاستشارة عن بُعد غير موجودة',
  'Consultation not found': 'الاستشارة غير موجودة',
  'Not the doctor of this consultation': 'لست طبيب هذه الاستشارة',
  'Only the doctor ends a consultation': 'الطبيب وحده من ينهي الاستشارة',
  'Too many attempts. Please try again later.': 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى لاحقًا.',
  'Too many messages in this room. Please try again later.': 'رسائل كثيرة جدًا في هذه الغرفة. يرجى المحاولة مرة أخرى لاحقًا.',
  // family, notifications, offers, administration
  'Family member not found': 'فرد العائلة غير موجود',
  'Link not found': 'الرابط غير موجود',
  'Notification not found': 'الإشعار غير موجود',
  'Image not found': 'الصورة غير موجودة',
  'Offer not found': 'العرض غير موجود',
  'Record not found': 'السجل غير موجود',
  'User not found': 'المستخدم غير موجود',
  'Invalid role': 'دور غير صالح',
  'The last administrator cannot lose the administrator role': 'لا يمكن سحب دور المسؤول من آخر مسؤول',
  'This export is already running': 'هذا التصدير قيد التشغيل بالفعل',
  'Export not found': 'ملف التصدير غير موجود',
  'Too many error reports; try again in a minute.': 'تقارير أخطاء كثيرة جدًا؛ حاول مرة أخرى بعد دقيقة.',
  // sign-in (modules/auth/texts.ts); those with a number are patterns below
  'The sign-in service is busy. Please try again in a few seconds.': 'خدمة تسجيل الدخول مشغولة. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  'Other sign-in attempts on this account are being checked. Please try again in a few seconds.':
    'يجري التحقق من محاولات تسجيل دخول أخرى لهذا الحساب. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  'OTP verified successfully': 'تم التحقق من رمز التحقق بنجاح',
  'Login successful': 'تم تسجيل الدخول بنجاح',
  'Registration successful': 'تم التسجيل بنجاح',
  'Logged out successfully': 'تم تسجيل الخروج بنجاح',
  'Your password has been changed': 'تم تغيير كلمة المرور بنجاح',
  'Your session has expired. Please log in again.': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'Token refreshed': 'تم تجديد الجلسة',
  'Too many sign-in attempts with UAE PASS from your network. Please try again later.':
    'محاولات كثيرة لتسجيل الدخول عبر الهوية الرقمية من شبكتك. يرجى المحاولة لاحقاً.',
  'Your UAE PASS sign-in has expired. Please sign in with UAE PASS again.':
    'انتهت صلاحية تسجيل دخولك عبر الهوية الرقمية. يرجى تسجيل الدخول عبر UAE PASS مرة أخرى.',
  'This account is already linked to another UAE PASS account.': 'هذا الحساب مرتبط بالفعل بحساب آخر في الهوية الرقمية (UAE PASS).',
  'This UAE PASS account is already linked to a portal account. Please sign in with UAE PASS again.':
    'حساب الهوية الرقمية هذا مرتبط بالفعل بحساب في البوابة. يرجى تسجيل الدخول عبر UAE PASS مرة أخرى.',
  'Your account is linked with UAE PASS and you are logged in': 'تم ربط حسابك بالهوية الرقمية وتسجيل دخولك',
  'The UAE PASS service cannot be reached. Please try again later.': 'تعذّر الوصول إلى مزوّد الهوية الرقمية. يرجى المحاولة لاحقاً.',
  // answers of other modules
  'Role updated successfully': 'تم تحديث الدور بنجاح',
  'Login counter reset successfully': 'تمت إعادة تعيين عداد الدخول بنجاح',
  'Failed attempt counter reset successfully': 'تمت إعادة تعيين عداد المحاولات الفاشلة بنجاح',
  'Notification sent successfully': 'تم إرسال الإشعار بنجاح',
  'Notification published, but it reached nobody.': 'نُشر الإشعار لكنه لم يصل إلى أحد.',
  'Status updated successfully': 'تم تحديث الحالة بنجاح',
  'OTP sent': 'تم إرسال رمز التحقق',
  'OTP verified': 'تم التحقق من الرمز',
  'Appointment booked successfully': 'تم حجز الموعد بنجاح',
  'Appointment Rescheduled': 'تمت إعادة جدولة الموعد',
  'Thank you for your interest. We will contact you shortly.': 'شكرًا لاهتمامك. سنتواصل معك قريبًا.',
  'You have already shown interest in this offer': 'لقد أبديت اهتمامك بهذا العرض من قبل',
  Reported: 'تم الإبلاغ',
  // the error handler's own
  'Not found': 'غير موجود',
  'The record already exists': 'السجل موجود بالفعل',
};

const minutesAr = (n: number) => `${n} دقيقة`;
const secondsAr = (n: number) => (n === 1 ? 'ثانية واحدة' : n === 2 ? 'ثانيتين' : n <= 10 ? `${n} ثوانٍ` : `${n} ثانية`);
const attemptsAr = (n: number) => (n === 1 ? 'محاولة واحدة' : n === 2 ? 'محاولتان' : `${n} محاولات`);

/** Texts with a number in them: the error handler's, and sign-in's (modules/auth/texts.ts). */
const PATTERNS_AR: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Request body is too large \(limit (\d+) bytes\)$/, (m) => `حجم الطلب كبير جدًا (الحد ${m[1]} بايت)`],
  [
    /^Invalid mobile number or password\. (\d+) attempts? left before your account is locked for 15 minutes\.$/,
    (m) => `رقم الهاتف المتحرك أو كلمة المرور غير صحيحة. متبقٍ ${attemptsAr(Number(m[1]))} قبل قفل حسابك لمدة 15 دقيقة.`,
  ],
  [
    /^You have exceeded the maximum number of OTP requests for this number\. Please try again after (\d+) minutes?\.$/,
    (m) => `لقد تجاوزت الحد الأقصى لطلبات رمز التحقق لهذا الرقم. يرجى المحاولة مرة أخرى بعد ${minutesAr(Number(m[1]))}.`,
  ],
  [
    /^Too many failed sign-in attempts from your network\. Please try again in (\d+) seconds?\.$/,
    (m) => `محاولات تسجيل دخول فاشلة كثيرة من شبكتك. يرجى المحاولة مرة أخرى بعد ${secondsAr(Number(m[1]))}.`,
  ],
  [
    /^Too many attempts with a wrong date of birth\. Please try again after (\d+) minutes?\.$/,
    (m) => `محاولات كثيرة بتاريخ ميلاد غير صحيح. يرجى المحاولة مرة أخرى بعد ${minutesAr(Number(m[1]))}.`,
  ],
];

/** A text in the request's language (see above for which texts change). */
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

/**
 * An envelope on its way out (`preSerialization` of every /api answer, errors included): its text in the
 * request's language. Anything that is not an envelope with a text passes unchanged.
 */
export function wordEnvelope(payload: unknown, lang: Lang): unknown {
  if (lang !== 'ar' || !payload || typeof payload !== 'object') return payload;
  const message = (payload as { message?: unknown }).message;
  if (!message || typeof message !== 'object') return payload;
  const text = (message as { message?: unknown }).message;
  if (typeof text !== 'string') return payload;
  const worded = serverText(text, lang);
  return worded === text ? payload : { ...payload, message: { ...message, message: worded } };
}
