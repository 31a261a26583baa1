import { type Locator, type Page } from '@playwright/test';

/** The shell's frame around every signed-in page: the main menu, the notification bell and its menu. */
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
