import { type Locator, type Page } from '@playwright/test';

/** /auth/dashboard, the shell's own page: its tiles (from the registry and the remotes' widgets). */
export class Dashboard {
  constructor(private readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/dashboard');
  }
  /** A tile by its name ('Location' is content's widget, 'Diagnostic Reports' a registry tile of records). */
  tile(name: string): Locator {
    return this.page.getByRole('button', { name });
  }
  /** A tile of the page's own grid, by its whole name (a menu entry of the same name is not it). */
  ownTile(name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }
}
