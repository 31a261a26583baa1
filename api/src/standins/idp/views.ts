import type { TestIdentity } from './identities.js';

/**
 * The embedded provider's own pages (its sign-in page, logout and errors), in English and Arabic by
 * the `ui_locales` the portal sends. Plain HTML with one stylesheet and, for the logout, one script file
 * under /idp/assets: nothing inline, so the portal's Content-Security-Policy (script-src 'self') holds.
 */
export type PageLang = 'en' | 'ar';

export function pageLang(uiLocales: unknown): PageLang {
  return typeof uiLocales === 'string' && uiLocales.split(/\s+/)[0]?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

const TEXT = {
  en: {
    brand: 'Digital identity — test provider',
    signInTitle: 'Sign in with your digital identity',
    intro: 'This is the portal’s embedded stand-in of the national digital identity provider. Choose the test identity that signs in.',
    identities: 'Test identities',
    accountType: 'Account type',
    mobile: 'Mobile',
    emiratesId: 'Emirates ID',
    none: 'none',
    cancel: 'Cancel and return to the portal',
    otherLanguage: 'العربية',
    logoutTitle: 'Signing you out',
    logoutBody: 'You are being signed out of your digital identity and returned to the portal.',
    logoutButton: 'Continue',
    loggedOutTitle: 'You are signed out',
    loggedOutBody: 'You have been signed out of your digital identity.',
    errorTitle: 'Something went wrong',
    errorBody: 'The sign-in request could not be completed. Return to the portal and try again.',
    expiredTitle: 'This sign-in page has expired',
    expiredBody: 'Return to the portal and start the sign-in again.',
  },
  ar: {
    brand: 'الهوية الرقمية — مزوّد تجريبي',
    signInTitle: 'سجّل الدخول بهويتك الرقمية',
    intro: 'هذا بديل مدمج في البوابة لمزوّد الهوية الرقمية الوطنية. اختر الهوية التجريبية التي ستسجّل الدخول.',
    identities: 'الهويات التجريبية',
    accountType: 'نوع الحساب',
    mobile: 'الهاتف المتحرك',
    emiratesId: 'الهوية الإماراتية',
    none: 'لا يوجد',
    cancel: 'إلغاء والعودة إلى البوابة',
    otherLanguage: 'English',
    logoutTitle: 'جارٍ تسجيل خروجك',
    logoutBody: 'يجري تسجيل خروجك من هويتك الرقمية وإعادتك إلى البوابة.',
    logoutButton: 'متابعة',
    loggedOutTitle: 'تم تسجيل خروجك',
    loggedOutBody: 'تم تسجيل خروجك من هويتك الرقمية.',
    errorTitle: 'حدث خطأ ما',
    errorBody: 'تعذّر إكمال طلب تسجيل الدخول. عُد إلى البوابة وحاول مرة أخرى.',
    expiredTitle: 'انتهت صلاحية صفحة تسجيل الدخول هذه',
    expiredBody: 'عُد إلى البوابة وابدأ تسجيل الدخول من جديد.',
  },
} as const;

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(lang: PageLang, title: string, body: string, script?: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${escapeHtml(TEXT[lang].brand)}</title>
<link rel="stylesheet" href="/idp/assets/idp.css">
${script ? `<script src="${script}" defer></script>` : ''}
</head>
<body>
<header class="bar"><span class="mark" aria-hidden="true">ID</span><span>${escapeHtml(TEXT[lang].brand)}</span></header>
<main class="card">
${body}
</main>
</body>
</html>`;
}

function formatMobile(mobile: string | undefined): string {
  return mobile ? `+${mobile}` : '';
}

function formatEmiratesId(idn: string | undefined): string {
  return idn && /^\d{15}$/.test(idn) ? `${idn.slice(0, 3)}-${idn.slice(3, 7)}-${idn.slice(7, 14)}-${idn.slice(14)}` : '';
}

function typeLabel(person: TestIdentity): string {
  const c = person.claims;
  return c['profileType'] === '2' ? `${c['userType']} · visitor` : String(c['userType']);
}

/** The sign-in page: one button per test identity, and a cancel that answers access_denied. */
export function interactionPage(lang: PageLang, uid: string, identities: readonly TestIdentity[], otherLanguageHref: string): string {
  const t = TEXT[lang];
  const u = escapeHtml(uid);
  const items = identities
    .map((person) => {
      const c = person.claims;
      const name = lang === 'ar' && c['firstnameAR'] ? `${c['firstnameAR']} ${c['lastnameAR'] ?? ''}` : `${c['firstnameEN']} ${c['lastnameEN'] ?? ''}`;
      const id = formatEmiratesId(c['idn']);
      return `<li>
<button type="submit" name="identity" value="${escapeHtml(person.sub)}" class="identity">
<span class="name">${escapeHtml(name.trim())}</span>
<span class="note">${escapeHtml(person.note[lang])}</span>
<span class="meta"><span>${escapeHtml(t.accountType)}: <bdi>${escapeHtml(typeLabel(person))}</bdi></span>
<span>${escapeHtml(t.mobile)}: <bdi dir="ltr">${escapeHtml(formatMobile(c['mobile']))}</bdi></span>
<span>${escapeHtml(t.emiratesId)}: <bdi dir="ltr">${escapeHtml(id || t.none)}</bdi></span></span>
</button>
</li>`;
    })
    .join('\n');
  return layout(
    lang,
    t.signInTitle,
    `<div class="head">
<h1>${escapeHtml(t.signInTitle)}</h1>
<a class="lang" href="${escapeHtml(otherLanguageHref)}" lang="${lang === 'ar' ? 'en' : 'ar'}">${escapeHtml(t.otherLanguage)}</a>
</div>
<p class="intro">${escapeHtml(t.intro)}</p>
<form method="post" action="/idp/interaction/${u}/login">
<h2 id="identities-title">${escapeHtml(t.identities)}</h2>
<ul class="identities" aria-labelledby="identities-title">
${items}
</ul>
</form>
<form method="post" action="/idp/interaction/${u}/abort" class="cancel-form">
<button type="submit" class="cancel">${escapeHtml(t.cancel)}</button>
</form>`,
  );
}

/** RP-initiated logout: the provider's confirmation form, sent on load by /idp/assets/logout.js (as UAE PASS logs out without asking). */
export function logoutPage(lang: PageLang, form: string): string {
  const t = TEXT[lang];
  // `logout=yes` ends the whole provider session, not only the portal's grant.
  const withFlag = form.includes('name="logout"') ? form : form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    lang,
    t.logoutTitle,
    `<h1>${escapeHtml(t.logoutTitle)}</h1>
<p class="intro">${escapeHtml(t.logoutBody)}</p>
${withFlag}
<button type="submit" form="op.logoutForm" class="primary" id="logout-continue">${escapeHtml(t.logoutButton)}</button>`,
    '/idp/assets/logout.js',
  );
}

export function loggedOutPage(lang: PageLang): string {
  const t = TEXT[lang];
  return layout(lang, t.loggedOutTitle, `<h1>${escapeHtml(t.loggedOutTitle)}</h1><p class="intro">${escapeHtml(t.loggedOutBody)}</p>`);
}

/** The provider's error page; the error code is shown (it is what a support desk asks for), never a stack. */
export function errorPage(lang: PageLang, out: { error?: string; error_description?: string }): string {
  const t = TEXT[lang];
  return layout(
    lang,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
<p class="intro">${escapeHtml(t.errorBody)}</p>
<p class="code"><bdi dir="ltr">${escapeHtml(out.error ?? 'server_error')}${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</bdi></p>`,
  );
}

export function expiredPage(lang: PageLang): string {
  const t = TEXT[lang];
  return layout(lang, t.expiredTitle, `<h1>${escapeHtml(t.expiredTitle)}</h1><p class="intro">${escapeHtml(t.expiredBody)}</p>`);
}

export const STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",Tahoma,sans-serif;color:#1a202c;background:#eef2f5;line-height:1.5}
body{margin:0;min-height:100vh}
.bar{display:flex;align-items:center;gap:.75rem;padding:.75rem 1.25rem;background:#0b3d2e;color:#fff;font-weight:600}
.mark{display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:.5rem;background:#fff;color:#0b3d2e;font-weight:800;font-size:.8rem}
.card{max-width:40rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border:1px solid #d5dde3;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
@media (max-width:40rem){.card{margin:0;border-radius:0;border-inline:0}}
.head{display:flex;align-items:flex-start;justify-content:space-between;gap:1rem}
h1{font-size:1.4rem;margin:0 0 .5rem}
h2{font-size:1rem;margin:1.25rem 0 .5rem}
.intro{margin:0;color:#3d4852}
.lang{color:#0b5d44;font-weight:600;white-space:nowrap;padding:.25rem .5rem;border-radius:.375rem}
.identities{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
button{font:inherit;cursor:pointer}
.identity{display:grid;gap:.25rem;width:100%;text-align:start;padding:.875rem 1rem;background:#fff;color:inherit;border:1px solid #b8c4cc;border-radius:.625rem}
.identity:hover{border-color:#0b5d44;background:#f3faf7}
.name{font-weight:700;font-size:1.05rem}
.note{color:#3d4852}
.meta{display:flex;flex-wrap:wrap;gap:.25rem 1rem;color:#4a5560;font-size:.875rem}
.cancel-form{margin-top:1.25rem}
.cancel,.primary{width:100%;padding:.75rem 1rem;border-radius:.625rem;font-weight:600}
.cancel{background:#fff;color:#9b1c1c;border:1px solid #9b1c1c}
.cancel:hover{background:#fdf2f2}
.primary{margin-top:1rem;background:#0b5d44;color:#fff;border:1px solid #0b5d44}
.code{margin-top:1rem;color:#4a5560;font-size:.875rem}
:focus-visible{outline:3px solid #1d6fd6;outline-offset:2px}
`;

/** Sends the logout confirmation at once; without scripts the Continue button does the same. */
export const LOGOUT_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(f){f.submit();}});\n`;
