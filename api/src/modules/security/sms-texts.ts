import { BRAND_THEMES, DEFAULT_BRAND, isBrandName, type BrandName } from '@portal/shared/brand';
import type { Lang } from '../../http/lang.js';
import type { OtpPurpose } from './tables.js';

export interface OtpSmsInput {
  purpose: OtpPurpose;
  lang: Lang;
  code: string;
  minutes: number;
  /** The brand the code was asked from; the text names it, so the reader knows who writes. */
  brand?: BrandName | string | null;
  /** Who asks (family addition, report): the account holder's name. */
  requester?: string | null;
  /** The account holder's gender id (2 female): Arabic addresses the reader about her or him in the right forms. */
  requesterGenderId?: number | null;
}

/**
 * The text of a one-time code's SMS, in the reader's language: who writes (the brand's portal), what the code
 * is for, and for codes that let someone else act on the reader's behalf (family addition, opening a report)
 * who asks, so that a reader who did not expect it can refuse. The code's digits stay Western in Arabic too,
 * as typed in the portal's code field.
 */
export function otpSmsText({ purpose, lang, code, minutes, brand, requester, requesterGenderId }: OtpSmsInput): string {
  const theme = BRAND_THEMES[isBrandName(brand) ? brand : DEFAULT_BRAND];
  const name = (requester ?? '').trim();
  if (lang === 'ar') {
    const from = theme.title.ar;
    const expiry = `تنتهي صلاحيته خلال ${minutes} دقائق.`;
    // A woman asks (تطلب) to add you to her (عائلتها) family, and you share the code with her (معها).
    const she = requesterGenderId === 2;
    const asks = she ? 'تطلب' : 'يطلب';
    const withThem = she ? 'معها' : 'معه';
    switch (purpose) {
      case 'login':
        return `${from}: رمز تسجيل الدخول هو ${code}. ${expiry} لا تشاركه مع أحد.`;
      case 'registration':
        return `${from}: رمز التحقق لإنشاء حسابك هو ${code}. ${expiry} لا تشاركه مع أحد.`;
      case 'password_reset':
        return `${from}: رمز إعادة تعيين كلمة المرور هو ${code}. ${expiry} لا تشاركه مع أحد.`;
      case 'family':
        return `${from}: ${name || (she ? 'صاحبة حساب' : 'صاحب حساب')} ${asks} إضافتك فرداً من ${she ? 'عائلتها' : 'عائلته'}. الرمز ${code}. ${expiry} شاركه ${withThem} فقط إذا كنت موافقاً.`;
      case 'report':
        return `${from}: ${name || (she ? 'صاحبة حساب' : 'صاحب حساب')} ${asks} فتح تقريرك الطبي. الرمز ${code}. ${expiry} شاركه ${withThem} فقط إذا كنت موافقاً.`;
    }
  }
  const from = theme.title.en;
  const expiry = `It expires in ${minutes} minutes.`;
  switch (purpose) {
    case 'login':
      return `${from}: your sign-in code is ${code}. ${expiry} Do not share it.`;
    case 'registration':
      return `${from}: your registration code is ${code}. ${expiry} Do not share it.`;
    case 'password_reset':
      return `${from}: your password reset code is ${code}. ${expiry} Do not share it.`;
    case 'family':
      return `${from}: ${name || 'An account holder'} asks to add you as a family member. Code ${code}. ${expiry} Share it only if you agree.`;
    case 'report':
      return `${from}: ${name || 'An account holder'} asks to open your report. Code ${code}. ${expiry} Share it only if you agree.`;
  }
}
