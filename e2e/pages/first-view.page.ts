import { expect, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

export type PublicPage = 'login' | 'register' | 'forgotpassword';
export type Lang = 'en' | 'ar';

/** What each public page shows in its first view: its heading and the labels of its form's first fields. */
export const PUBLIC_PAGES: Record<PublicPage, Record<Lang, { heading: string; labels: string[] }>> = {
  login: {
    en: { heading: 'Login', labels: ['Mobile Number', 'Password'] },
    ar: { heading: 'تسجيل الدخول', labels: ['رقم الهاتف المتحرك', 'كلمة المرور'] },
  },
  register: {
    en: { heading: 'Create an account', labels: ['Mobile Number', 'Document Type', 'Date of Birth'] },
    ar: { heading: 'إنشاء حساب', labels: ['رقم الهاتف المتحرك', 'نوع الوثيقة', 'تاريخ الميلاد'] },
  },
  forgotpassword: {
    en: { heading: 'Forgot Password', labels: ['Mobile Number', 'Date of Birth'] },
    ar: { heading: 'نسيت كلمة المرور', labels: ['رقم الهاتف المتحرك', 'تاريخ الميلاد'] },
  },
};

/** The brands' logos, by their text alternative (each brand's title, @portal/shared/brand). */
export const BRAND_TITLES: Record<string, Record<Lang, string>> = {
  burjeel: { en: 'Burjeel Patient Portal', ar: 'بوابة مرضى برجيل' },
  medeor: { en: 'Medeor Patient Portal', ar: 'بوابة مرضى ميديور' },
};

/** The brands' primary colours (their themes' `primary`, @portal/shared/brand), as the browser computes them. */
export const BRAND_PRIMARY: Record<string, string> = { burjeel: 'rgb(0, 88, 138)', medeor: 'rgb(122, 31, 92)' };

/**
 * A public page as the server draws it (its first view) for a visitor of a brand and language: the language and
 * brand the shell keeps for the server (the `portal_view` cookie, and in the page's storage for the browser's own
 * render), the brand in the address as links carry it.
 */
export class FirstViewPage {
  constructor(private readonly page: Page) {}

  async visit(name: PublicPage, brand: string, lang: Lang, options: { waitUntil?: 'load' | 'commit' } = {}) {
    await this.page.context().addCookies([{ name: 'portal_view', value: `${brand}.${lang}`, url: baseURL }]);
    await this.page.addInitScript((l) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
    }, lang);
    await this.page.goto(`/home/${name}?brandName=${brand}`, { waitUntil: options.waitUntil ?? 'load' });
  }

  form() {
    return this.page.locator('main form');
  }
  heading(name: string) {
    return this.page.getByRole('heading', { name, exact: true });
  }
  logo(brand: string, lang: Lang) {
    return this.page.getByRole('img', { name: BRAND_TITLES[brand]![lang] }).first();
  }
  field(label: string) {
    return this.form().getByLabel(label, { exact: false }).first();
  }
  /** The mobile number field (every public form's first). */
  mobile() {
    return this.page.locator('input[name="mobile"]');
  }
  /** A message the page shows (a field's error). */
  message(text: string) {
    return this.page.getByText(text);
  }
  /** The page's first text field (the form is there to type in). */
  firstTextbox() {
    return this.page.getByRole('textbox').first();
  }
  /** The form's main button (Login, Continue…). */
  submit() {
    return this.form().locator('button[type="submit"]').first();
  }
  /** The login page's banners (the brand's content site). */
  banners() {
    return this.page.getByTestId('login-banner');
  }

  /** The page's heading, form, labelled fields and logo, in the page's language and direction. */
  async expectDrawn(name: PublicPage, brand: string, lang: Lang) {
    const texts = PUBLIC_PAGES[name][lang];
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
    await expect(this.page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(this.heading(texts.heading)).toBeVisible();
    await expect(this.form()).toBeVisible();
    for (const label of texts.labels) await expect(this.field(label)).toBeVisible();
    await expect(this.logo(brand, lang)).toBeVisible();
    // In the brand's colours from the first paint: the main button is the brand's primary.
    await expect(this.submit()).toHaveCSS('background-color', BRAND_PRIMARY[brand]!);
    // The login page's largest paint, its first banner, is drawn too, and its picture has arrived.
    if (name === 'login') await expect(this.banners().first()).toHaveJSProperty('complete', true);
    if (name === 'login') expect(await this.banners().first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
}
