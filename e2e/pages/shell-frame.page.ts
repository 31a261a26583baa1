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
  /** The bell, by the start of its name ('Notifications', then what is unread). */
  get bell(): Locator {
    return this.page.getByRole('button', { name: this.lang === 'ar' ? /^الإشعارات/ : /^Notifications/ }).first();
  }
  /** The bell menu's line when there is nothing new. */
  get bellEmpty(): Locator {
    return this.bellMenu.getByText(this.lang === 'ar' ? 'لا توجد إشعارات جديدة!' : 'No new Notifications!');
  }
}

/** The page's main heading (its <h1>), the one named `name` when given. */
export function pageHeading(page: Page, name?: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });
}

/** The shell's message in place of a remote that cannot load (the remote boundary's), and its Retry. */
export const SOMETHING_WRONG = 'Something went wrong, please try again.';
export class RemoteFailure {
  constructor(private readonly page: Page) {}
  get message(): Locator {
    return this.page.getByText(SOMETHING_WRONG);
  }
  get retry(): Locator {
    return this.page.getByRole('button', { name: 'Retry' });
  }
  /** The dialog the shell opens for a dialog whose remote cannot load, with the message and its own Retry. */
  get unavailableDialog() {
    const dialog = this.page.getByRole('dialog', { name: 'Not available right now' });
    return { dialog, message: dialog.getByText(SOMETHING_WRONG), retry: dialog.getByRole('button', { name: 'Retry' }) };
  }
}

/** The shared toast of a call that got no answer. */
export function networkError(page: Page): Locator {
  return page.getByText('Network Error!').first();
}

/** The page's navigation landmarks (the menus), their links and buttons. */
export class Navigation {
  constructor(private readonly page: Page) {}
  get first(): Locator {
    return this.page.getByRole('navigation').first();
  }
  link(name: string): Locator {
    return this.page.getByRole('navigation').getByRole('link', { name });
  }
  button(name: string): Locator {
    return this.page.getByRole('navigation').getByRole('button', { name });
  }
}

/** The account menu's items (Logout…), once the menu is open. */
export function accountMenuItem(page: Page, name: string | RegExp): Locator {
  return page.getByRole('menuitem', { name });
}

/** The shared confirmation (an alert dialog), the one saying `text` when given, and its buttons by exact name. */
export class ConfirmDialog {
  readonly dialog: Locator;
  constructor(page: Page, text?: string) {
    const all = page.getByRole('alertdialog');
    this.dialog = text === undefined ? all : all.filter({ hasText: text });
  }
  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }
}

/** The open dialog of the shared Dialog (a role=dialog). */
export function openDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Contact Us, content's dialog the menu opens (the shell loads the remote when it is first opened). */
export function contactUsDialog(page: Page): Locator {
  return page.getByTestId('contact-us-dialog');
}

/** A heading of any level named `name`. */
export function anyHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { name });
}

/** The first <h1> inside the page's <main> (a route's own heading). */
export function mainHeadingElement(page: Page): Locator {
  return page.locator('main h1').first();
}

/** What shows that a page is still loading: spinners, skeletons, busy regions. */
export function loadingIndicators(page: Page): Locator {
  return page.locator('.chakra-spinner, .chakra-skeleton, [aria-busy="true"]');
}

/** The page's <input> elements. */
export function inputs(page: Page): Locator {
  return page.locator('input');
}

/** The footer's buttons that open a legal text ('Terms and Conditions', 'Privacy Policy') in a dialog. */
export function legalButton(page: Page, name: 'Terms and Conditions' | 'Privacy Policy'): Locator {
  return page.getByRole('button', { name });
}

/** The shell's <main id="main">, where the skip link leads (drawn once the frame is). */
export function mainLandmark(page: Page): Locator {
  return page.locator('main#main');
}

/** The page's first heading of any level. */
export function firstHeading(page: Page): Locator {
  return page.getByRole('heading').first();
}

/** What shows that a page is not interactive yet: a loading spinner, or the dashboard waiting for its remotes. */
export function settlingIndicator(page: Page): Locator {
  return page.locator('.chakra-spinner, [data-testid="dashboard-settling"]').first();
}
