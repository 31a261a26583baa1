import { type Locator, type Page } from '@playwright/test';

/** The shell's frame around every page: the top bar, the skip link, the toasts, the entry and idle dialogs. */

/** The top bar: the logo, the chosen hospital, the notifications and the account menu. */
export class TopBar {
  constructor(private readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/dashboard');
  }
  hospitalButton(): Locator {
    return this.page.getByTestId('hospital-button');
  }
  /** The hospital button found by its accessible name (on a phone the name is all there is). */
  hospitalButtonNamed(name: RegExp): Locator {
    return this.page.getByRole('button', { name });
  }
  /** A part of the hospital button's text (its spans). */
  hospitalButtonPart(text: string): Locator {
    return this.hospitalButton().locator('span').filter({ hasText: text });
  }
  hospitalName(): Locator {
    return this.page.getByTestId('hospital-name');
  }
  /** The account menu's button, by its accessible name (the patient's name, then 'Account menu'). */
  accountMenu(name: RegExp = /Account menu|قائمة الحساب/): Locator {
    return this.page.getByRole('button', { name });
  }
  /** The patient's name beside the account menu's icon. */
  name(): Locator {
    return this.page.getByTestId('top-bar-name');
  }
  notifications(): Locator {
    return this.page.getByRole('button', { name: /notification/i }).first();
  }
  logo(): Locator {
    return this.page.getByRole('banner').getByRole('img').first();
  }
}

/** The first link Tab reaches. */
export function skipLink(page: Page): Locator {
  return page.getByRole('link', { name: 'Skip to main content' });
}

/** The toasts (alerts) showing a text. */
export function toasts(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The page's <main> element. */
export function mainElement(page: Page): Locator {
  return page.locator('main');
}

/** The document element (its `lang` and `dir`). */
export function documentRoot(page: Page): Locator {
  return page.locator('html');
}

/** The dashboard's entry dialog (Choose Hospital and the like). */
export function entryDialog(page: Page): Locator {
  return page.locator('[data-testid^="entry-dialog-"]');
}

/** The idle warning: its countdown and Stay signed in. */
export class IdleWarning {
  constructor(private readonly page: Page) {}
  get dialog(): Locator {
    return this.page.getByRole('alertdialog');
  }
  get stay(): Locator {
    return this.dialog.getByRole('button', { name: 'Stay signed in' });
  }
  get countdown(): Locator {
    return this.dialog.getByText(/you will be logged out/);
  }
  /** What has the focus inside the warning. */
  get focused(): Locator {
    return this.dialog.locator(':focus');
  }
}

/** The signed-in frame's navigation: the main menu, the notification bell and its menu. */
export class ShellNav {
  constructor(private readonly page: Page, private readonly lang: 'en' | 'ar' = 'en') {}
  get mainMenu(): Locator {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }
  /** A link of the menu (or the page) by its name. */
  link(name: string): Locator {
    return this.page.getByRole('link', { name });
  }
  get bellButton(): Locator {
    return this.page.getByRole('button', { name: this.lang === 'ar' ? /الإشعارات/ : /Notifications/ });
  }
  /** Opens the bell's menu (the first bell: the header's). */
  async openBell() {
    await this.bellButton.first().click();
  }
  get bellCount(): Locator {
    return this.page.getByTestId('bell-count');
  }
  get bellMenu(): Locator {
    return this.page.getByRole('menu');
  }
  /** The bell menu's notifications (menu items), or those with `text`. */
  bellItems(text?: string): Locator {
    const items = this.page.getByRole('menuitem');
    return text === undefined ? items : items.filter({ hasText: text });
  }
  get markAllRead(): Locator {
    return this.bellMenu.getByRole('menuitem', { name: this.lang === 'ar' ? 'تحديد الكل كمقروء' : 'Mark all as read' });
  }
  /** Buttons inside the bell's menu (its actions are menu items, not buttons). */
  get bellMenuButtons(): Locator {
    return this.bellMenu.getByRole('button');
  }
  /** The shell's 'Page not found' heading. */
  get notFoundHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Page not found' });
  }
}
