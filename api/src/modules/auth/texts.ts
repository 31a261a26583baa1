import type { Lang } from '../../http/lang.js';

/**
 * The texts of these flows that are ours rather than the spec's, in both languages: the client
 * translates the spec's messages by their English text (`@portal/shared/contracts` MSG), but it cannot
 * know these, so the server answers them in the language of the request (`lang=ar` or Accept-Language).
 */
const minutes = (n: number, lang: Lang) => (lang === 'ar' ? `${n} دقيقة` : `${n} minute${n === 1 ? '' : 's'}`);
const attempts = (n: number, lang: Lang) =>
  lang === 'ar' ? (n === 1 ? 'محاولة واحدة' : n === 2 ? 'محاولتان' : `${n} محاولات`) : `${n} attempt${n === 1 ? '' : 's'}`;

export const TEXT = {
  wrongPassword: (left: number, lang: Lang) =>
    lang === 'ar'
      ? `رقم الجوال أو كلمة المرور غير صحيحة. متبقٍ ${attempts(left, lang)} قبل قفل حسابك لمدة 15 دقيقة.`
      : `Invalid mobile number or password. ${attempts(left, lang)} left before your account is locked for 15 minutes.`,
  otpSendLimit: (retryMinutes: number, lang: Lang) =>
    lang === 'ar'
      ? `لقد تجاوزت الحد الأقصى لطلبات رمز التحقق لهذا الرقم. يرجى المحاولة مرة أخرى بعد ${minutes(retryMinutes, lang)}.`
      : `You have exceeded the maximum number of OTP requests for this number. Please try again after ${minutes(retryMinutes, lang)}.`,
  networkLimit: (lang: Lang) =>
    lang === 'ar'
      ? 'محاولات تسجيل دخول فاشلة كثيرة من شبكتك. يرجى المحاولة لاحقاً.'
      : 'Too many failed sign-in attempts from your network. Please try again later.',
  dobLimit: (retryMinutes: number, lang: Lang) =>
    lang === 'ar'
      ? `محاولات كثيرة بتاريخ ميلاد غير صحيح. يرجى المحاولة مرة أخرى بعد ${minutes(retryMinutes, lang)}.`
      : `Too many attempts with a wrong date of birth. Please try again after ${minutes(retryMinutes, lang)}.`,
  otpVerified: (lang: Lang) => (lang === 'ar' ? 'تم التحقق من رمز التحقق بنجاح' : 'OTP verified successfully'),
  loginSuccessful: (lang: Lang) => (lang === 'ar' ? 'تم تسجيل الدخول بنجاح' : 'Login successful'),
  registrationSuccessful: (lang: Lang) => (lang === 'ar' ? 'تم التسجيل بنجاح' : 'Registration successful'),
  loggedOut: (lang: Lang) => (lang === 'ar' ? 'تم تسجيل الخروج بنجاح' : 'Logged out successfully'),
  passwordChanged: (lang: Lang) => (lang === 'ar' ? 'تم تغيير كلمة المرور بنجاح' : 'Your password has been changed'),
  sessionExpired: (lang: Lang) => (lang === 'ar' ? 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.' : 'Your session has expired. Please log in again.'),
  tokenRefreshed: (lang: Lang) => (lang === 'ar' ? 'تم تجديد الجلسة' : 'Token refreshed'),
  // ── national digital identity ──
  identityLimit: (lang: Lang) =>
    lang === 'ar'
      ? 'محاولات كثيرة لتسجيل الدخول عبر الهوية الرقمية من شبكتك. يرجى المحاولة لاحقاً.'
      : 'Too many sign-in attempts with UAE PASS from your network. Please try again later.',
  identityExpired: (lang: Lang) =>
    lang === 'ar'
      ? 'انتهت صلاحية تسجيل دخولك عبر الهوية الرقمية. يرجى تسجيل الدخول عبر UAE PASS مرة أخرى.'
      : 'Your UAE PASS sign-in has expired. Please sign in with UAE PASS again.',
  accountLinkedToOther: (lang: Lang) =>
    lang === 'ar' ? 'هذا الحساب مرتبط بالفعل بحساب آخر في الهوية الرقمية (UAE PASS).' : 'This account is already linked to another UAE PASS account.',
  identityAlreadyLinked: (lang: Lang) =>
    lang === 'ar'
      ? 'حساب الهوية الرقمية هذا مرتبط بالفعل بحساب في البوابة. يرجى تسجيل الدخول عبر UAE PASS مرة أخرى.'
      : 'This UAE PASS account is already linked to a portal account. Please sign in with UAE PASS again.',
  identityLinked: (lang: Lang) => (lang === 'ar' ? 'تم ربط حسابك بالهوية الرقمية وتسجيل دخولك' : 'Your account is linked with UAE PASS and you are logged in'),
  identityProviderUnavailable: (lang: Lang) =>
    lang === 'ar' ? 'تعذّر الوصول إلى مزوّد الهوية الرقمية. يرجى المحاولة لاحقاً.' : 'The UAE PASS service cannot be reached. Please try again later.',
};
