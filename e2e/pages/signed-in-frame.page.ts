import { expect, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { BRAND_TITLES, type Lang } from './first-view.page';

/** The names the frame's landmarks and footer carry, by language (the shell's texts). */
const TEXTS: Record<Lang, { menu: string; terms: string }> = {
  en: { menu: 'Main menu', terms: 'Terms and Conditions' },
  ar: { menu: 'القائمة الرئيسية', terms: 'الشروط والأحكام' },
};

/**
 * An /auth page's signed-in frame as the server draws it (docs/architecture.md "The first view from the server"): the
 * top bar with the brand's logo, the menu's place, the page's place and the footer, with nothing of a person; then the
 * frame itself once the shell's code has run.
 */
export class SignedInFramePage {
  constructor(
    private readonly page: Page,
    private readonly lang: Lang = 'en',
  ) {}

  /** Opens an /auth address for a browser showing `brand` in the page's language (the `portal_view` cookie). */
  async visit(path: string, brand: string, options: { waitUntil?: 'load' | 'commit' } = {}) {
    await this.page.context().addCookies([{ name: 'portal_view', value: `${brand}.${this.lang}`, url: baseURL }]);
    await this.page.goto(`${path}?brandName=${brand}`, { waitUntil: options.waitUntil ?? 'load' });
  }
  get root(): Locator {
    return this.page.locator('#root');
  }
  get topBar(): Locator {
    return this.page.getByRole('banner');
  }
  logo(brand: string): Locator {
    return this.topBar.getByRole('img', { name: BRAND_TITLES[brand]![this.lang] });
  }
  get main(): Locator {
    return this.page.getByRole('main');
  }
  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }
  get terms(): Locator {
    return this.footer.getByRole('button', { name: TEXTS[this.lang].terms });
  }
  /** The side menu's landmark (shown from Chakra's `lg` width). */
  get menu(): Locator {
    return this.page.getByRole('navigation', { name: TEXTS[this.lang].menu });
  }
  /** The account menu's button, named by the patient once the frame is the shell's. */
  accountMenu(name: RegExp): Locator {
    return this.topBar.getByRole('button', { name });
  }

  /** Where the page's main area starts and how wide it is (the frame's geometry: it must not move). */
  async mainBox() {
    const box = await this.main.boundingBox();
    expect(box).not.toBeNull();
    return { x: Math.round(box!.x), y: Math.round(box!.y), width: Math.round(box!.width) };
  }

  /** The server's frame: the logo, the landmarks and the footer in the page's language and direction. */
  async expectDrawn(brand: string, wide: boolean) {
    await expect(this.root).toHaveAttribute('data-signed-in-frame', `${brand} ${this.lang}`);
    await expect(this.page.locator('html')).toHaveAttribute('dir', this.lang === 'ar' ? 'rtl' : 'ltr');
    await expect(this.logo(brand)).toBeVisible();
    await expect(this.main).toBeVisible();
    await expect(this.terms).toBeVisible();
    if (wide) await expect(this.menu).toBeVisible();
    else await expect(this.menu).toBeHidden();
  }
}
