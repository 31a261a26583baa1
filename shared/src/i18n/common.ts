import { MSG } from '@portal/shared/contracts';
import { MSG_AR } from './common-ar';

/**
 * The `common` namespace: texts used by more than one app (the spec messages, buttons, footer, the
 * shared components' own labels). A remote's own texts go in its namespace (`addRemoteTranslations`).
 */
export const COMMON_EN = {
  msg: { ...MSG },
  // Short aliases some screens use (`common:close`, `common:somethingWentWrong`).
  close: 'Close',
  somethingWentWrong: MSG.somethingWentWrong,
  button: {
    yes: 'Yes',
    no: 'No',
    ok: 'OK',
    cancel: 'Cancel',
    retry: 'Retry',
    close: 'Close',
    back: 'Back',
    continue: 'Continue',
    submit: 'Submit',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    add: 'Add',
    search: 'Search',
    resend: 'Resend OTP',
    proceed: 'Proceed',
    confirm: 'Confirm',
    logout: 'Logout',
    login: 'Login',
  },
  footer: {
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    version: 'V 3.0.2',
    rights: 'All rights reserved.',
    helpline: '24h helpline 800 55',
  },
  language: { en: 'English', ar: 'العربية', toggle: 'Language' },
  ui: {
    loading: 'Loading…',
    required: 'required',
    callingCode: 'Country calling code',
    mobileNumber: 'Mobile Number',
    otp: 'One-time code',
    otpDigit: 'Digit {{index}} of {{count}}',
    resendIn: 'Resend OTP in {{time}}',
    timeLeft: 'Time left {{time}}',
    notifications: 'Notifications',
    menu: 'Menu',
    closeMenu: 'Close menu',
    noResults: 'No data found',
    new: 'New',
  },
} as const;

type DeepStringRecord<T> = { [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]> };

export const COMMON_AR: DeepStringRecord<typeof COMMON_EN> = {
  msg: MSG_AR,
  close: 'إغلاق',
  somethingWentWrong: MSG_AR.somethingWentWrong,
  button: {
    yes: 'نعم',
    no: 'لا',
    ok: 'موافق',
    cancel: 'إلغاء',
    retry: 'إعادة المحاولة',
    close: 'إغلاق',
    back: 'رجوع',
    continue: 'متابعة',
    submit: 'إرسال',
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    add: 'إضافة',
    search: 'بحث',
    resend: 'إعادة إرسال رمز التحقق',
    proceed: 'المتابعة',
    confirm: 'تأكيد',
    logout: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
  },
  footer: {
    terms: 'الشروط والأحكام',
    privacy: 'سياسة الخصوصية',
    version: 'V 3.0.2', // a version label, the same in both languages (spec: 'V 3.0.2')
    rights: 'جميع الحقوق محفوظة.',
    helpline: 'خط المساعدة على مدار الساعة 800 55',
  },
  language: { en: 'English', ar: 'العربية', toggle: 'اللغة' },
  ui: {
    loading: 'جارٍ التحميل…',
    required: 'مطلوب',
    callingCode: 'رمز الاتصال الدولي',
    mobileNumber: 'رقم الهاتف المتحرك',
    otp: 'رمز التحقق',
    otpDigit: 'الرقم {{index}} من {{count}}',
    resendIn: 'إعادة إرسال رمز التحقق خلال {{time}}',
    timeLeft: 'الوقت المتبقي {{time}}',
    notifications: 'الإشعارات',
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    noResults: 'لم يتم العثور على بيانات',
    new: 'جديد',
  },
};
