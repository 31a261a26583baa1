import type { BrandName, LangCode, ShowWhen } from '@portal/shared/rules';

/**
 * `@portal/shared/brand` — brands, their themes and the facility switches (docs/product.md#everywhere-brands,
 * docs/product.md#teleconsultation-where). Plain data and functions (no React), so the shell, the remotes and the API agree.
 */
export type { BrandName };

export const BRANDS: readonly BrandName[] = ['burjeel', 'medeor', 'lifecare', 'llh', 'colab'];
export const DEFAULT_BRAND: BrandName = 'burjeel';

export const FACILITY = { burjeelTele: 'BU10', burjeelMedicalCity: 'BM10', llhTele: 'LL18' } as const;

export interface BrandTheme {
  /** Key of the theme ('burjeel', …, or 'BM10'). */
  id: string;
  /** Page and header title, per language. */
  title: Record<LangCode, string>;
  /** Wordmark text of the generated logo. */
  wordmark: string;
  /** White text on it meets WCAG AA (4.5:1); checked by a test. */
  primary: string;
  /** A darker shade for hover/active. */
  primaryDark: string;
  /** Accents (links, icons); also meets 4.5:1 against white as text colour. */
  secondary: string;
  /** A very light tint of the primary for backgrounds. */
  tint: string;
}

export const BRAND_THEMES: Record<BrandName, BrandTheme> = {
  burjeel: {
    id: 'burjeel',
    title: { en: 'Burjeel Patient Portal', ar: 'بوابة مرضى برجيل' },
    wordmark: 'BURJEEL',
    primary: '#00588a',
    primaryDark: '#003f63',
    secondary: '#8a1538',
    tint: '#e6f0f6',
  },
  medeor: {
    id: 'medeor',
    title: { en: 'Medeor Patient Portal', ar: 'بوابة مرضى ميديور' },
    wordmark: 'MEDEOR',
    primary: '#7a1f5c',
    primaryDark: '#5a1644',
    secondary: '#1d5e8c',
    tint: '#f5e9f1',
  },
  lifecare: {
    id: 'lifecare',
    title: { en: 'LifeCare Patient Portal', ar: 'بوابة مرضى لايف كير' },
    wordmark: 'LIFECARE',
    primary: '#00695c',
    primaryDark: '#004d43',
    secondary: '#a0410d',
    tint: '#e5f2f0',
  },
  llh: {
    id: 'llh',
    title: { en: 'LLH Patient Portal', ar: 'بوابة مرضى إل إل إتش' },
    wordmark: 'LLH',
    primary: '#b01e2f',
    primaryDark: '#861723',
    secondary: '#2a4d8f',
    tint: '#f8e9eb',
  },
  colab: {
    id: 'colab',
    title: { en: 'Colab Patient Portal', ar: 'بوابة مرضى كولاب' },
    wordmark: 'COLAB',
    primary: '#4b2c92',
    primaryDark: '#36206a',
    secondary: '#0f6b6b',
    tint: '#eeeaf6',
  },
};

/** Facility BM10 gets its own theme and title (docs/product.md#everywhere-brands). */
export const BM10_THEME: BrandTheme = {
  id: 'BM10',
  title: { en: 'Burjeel Medical City', ar: 'مدينة برجيل الطبية' },
  wordmark: 'BURJEEL MEDICAL CITY',
  primary: '#5c3d1e',
  primaryDark: '#432c15',
  secondary: '#00588a',
  tint: '#f3eee8',
};

/** Support e-mail per brand (Need Help page). Configuration, not spec text: the spec does not print them. */
export const SUPPORT_EMAILS: Record<BrandName, string> = {
  burjeel: 'patientcare@burjeel.com',
  medeor: 'patientcare@medeor.ae',
  lifecare: 'patientcare@lifecarehospital.ae',
  llh: 'patientcare@llhhospital.com',
  colab: 'support@colab.health',
};

/** Helpline (docs/product.md#content-pages). */
export const HELPLINE = { display: '800 55', dial: '80055', international: '+971-80055' } as const;

export function isBrandName(value: unknown): value is BrandName {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/**
 * The brand of this visit: `?brandName=` wins, then the stored value, then burjeel. Unknown names are
 * ignored (a typo in a link must not produce an unthemed page).
 */
export function resolveBrand(search: string | URLSearchParams, stored: string | null | undefined): BrandName {
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const fromQuery = params.get('brandName')?.trim().toLowerCase();
  if (isBrandName(fromQuery)) return fromQuery;
  const fromStore = stored?.trim().toLowerCase();
  if (isBrandName(fromStore)) return fromStore;
  return DEFAULT_BRAND;
}

/**
 * The cookie that tells the portal server which brand and language this browser shows (`burjeel.ar`), so that
 * the login page it sends can name that brand's banners in its HTML (api/src/http/web.ts). Brand and language
 * only: the session itself stays in localStorage. The shell writes it (shell/src/view-cookie.ts).
 */
export const VIEW_COOKIE = 'portal_view';
export type ViewLang = 'en' | 'ar';

export function viewCookieValue(brand: BrandName, lang: string | null | undefined): string {
  return `${brand}.${lang === 'ar' ? 'ar' : 'en'}`;
}

/**
 * `<meta name="portal-content-base" content="burjeel https://…/burjeel/">` in the login page the server sends: the
 * brand's content-site base, as `masterdata/fetchwpbase` answers it, so that content calls need not wait for that
 * call: the shell takes the page's answer and asks `fetchwpbase` only on a page without it (shell/src/bootstrap.tsx).
 */
export const CONTENT_BASE_META = 'portal-content-base';

/**
 * `<script type="application/json" id="portal-known-content">` in a page whose first view the server drew with
 * content-site answers (the login banners): those answers by address, for the render that hydrates that view
 * (@portal/shared/api knownContent).
 */
export const KNOWN_CONTENT_ID = 'portal-known-content';

/** The content base the page names for `brand` (CONTENT_BASE_META), or null. */
export function contentBaseFromPage(doc: { querySelector(selector: string): { getAttribute(name: string): string | null } | null }, brand: BrandName): string | null {
  const [forBrand, base] = (doc.querySelector(`meta[name="${CONTENT_BASE_META}"]`)?.getAttribute('content') ?? '').split(' ');
  return forBrand === brand && base && /^(https?:\/\/|\/)/.test(base) ? base : null;
}

/** The brand and language a request's `Cookie` header names; unknown values are left out. */
export function readViewCookie(header: string | undefined): { brand?: BrandName; lang?: ViewLang } {
  const value = (header ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === VIEW_COOKIE)?.[1];
  const [brand, lang] = (value ?? '').split('.');
  return { ...(isBrandName(brand) ? { brand } : {}), ...(lang === 'en' || lang === 'ar' ? { lang } : {}) };
}

/** The theme for a brand and the chosen facility (BM10 overrides). */
/**
 * The brand theme as the CSS variables the design system reads (@portal/shared/ui system.ts). They go on `<html>`
 * (the design system's tokens are declared there): by the portal server in the page it sends, for the brand it
 * draws the page in, and by PortalUiProvider for the brand the page shows.
 */
export function themeCssVariables(theme: BrandTheme): Record<string, string> {
  return {
    '--portal-primary': theme.primary,
    '--portal-primary-dark': theme.primaryDark,
    '--portal-secondary': theme.secondary,
    '--portal-tint': theme.tint,
  };
}

export function themeFor(brand: BrandName, facilityCode?: string | null): BrandTheme {
  if (facilityCode?.toUpperCase() === FACILITY.burjeelMedicalCity) return BM10_THEME;
  return BRAND_THEMES[brand] ?? BRAND_THEMES[DEFAULT_BRAND];
}

/**
 * Where the teleconsultation menu entry and tile show (docs/product.md#teleconsultation-where): burjeel with facility BU10 or llh with LL18 (the
 * hospital chosen). Data, so that mfe-telecare's contract can give it as `when` (the shell draws it from the registry).
 */
export const TELECONSULTATION_WHEN = {
  hospitals: [
    { brand: 'burjeel', facility: FACILITY.burjeelTele },
    { brand: 'llh', facility: FACILITY.llhTele },
  ],
} satisfies ShowWhen;
/** Health packages: every brand but Lifecare (docs/product.md#everywhere-brands). */
export const HEALTH_PACKAGES_WHEN: ShowWhen & { brands: BrandName[] } = { brands: BRANDS.filter((b) => b !== 'lifecare') };

export function teleconsultationAvailable({ brand, facilityCode }: { brand: BrandName; facilityCode?: string | null }): boolean {
  const code = facilityCode?.toUpperCase() ?? '';
  return TELECONSULTATION_WHEN.hospitals.some((h) => h.brand === brand && h.facility === code);
}
/** Teleconsultation routes themselves: stored brand burjeel or llh (docs/product.md#teleconsultation-where). */
export function teleconsultationRoutesAllowed(brand: BrandName): boolean {
  return brand === 'burjeel' || brand === 'llh';
}
/** Lifecare hides health packages. */
export function healthPackagesAvailable(brand: BrandName): boolean {
  return HEALTH_PACKAGES_WHEN.brands.includes(brand);
}
/** The EN/AR toggle on login is offered for the main brand only (docs/product.md#accounts-login-page). */
export function languageToggleAvailable(brand: BrandName): boolean {
  return brand === DEFAULT_BRAND;
}
/** The single-sign-on variant: login ends with a redirect to an external sign-on page; no app-store links. */
export function isSsoVariant(brand: BrandName): boolean {
  return brand === 'colab';
}
export function appStoreLinksVisible(brand: BrandName): boolean {
  return !isSsoVariant(brand);
}
export function supportEmail(brand: BrandName): string {
  return SUPPORT_EMAILS[brand] ?? SUPPORT_EMAILS[DEFAULT_BRAND];
}

// ── colour contrast (WCAG 2.x), used by the tests and by anyone adding a brand ──────────────────────
function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}
export function relativeLuminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((x) => x + x).join('') : h;
  const n = parseInt(full, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

// ── logo ──────────────────────────────────────────────────────────────────────────────────────────
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * A wordmark logo as SVG text: a rounded mark (a cross in the primary colour) and the brand name. Made
 * here rather than shipped as image files: no extra request, and a new brand needs only its colours.
 * The wordmark is drawn in the system font, whose width varies (a fallback wider than the estimate would
 * cut the last letter off): `textLength` makes the text fill exactly the width the image reserves for it.
 */
export function logoSvg(theme: BrandTheme): string {
  const text = escapeXml(theme.wordmark);
  const textWidth = Math.round(theme.wordmark.length * 17);
  const width = 56 + textWidth;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${text}">` +
    `<rect x="2" y="4" width="40" height="40" rx="10" fill="${theme.primary}"/>` +
    `<path d="M18 12h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#fff"/>` +
    `<text x="52" y="33" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="24" font-weight="700" letter-spacing="1" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" fill="${theme.primary}">${text}</text>` +
    `</svg>`
  );
}
export function logoDataUrl(theme: BrandTheme): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(logoSvg(theme))}`;
}
