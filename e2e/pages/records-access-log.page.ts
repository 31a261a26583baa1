import { expect, type Locator, type Page } from '@playwright/test';
import { SUMMARY_LABELS, type Lang } from './records-summary.page';

/** /auth/recordAccess, "Who saw my records": one entry per read, newest first, with whose, who, from where and when. */
export class AccessLogPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  /** The page's title (h1). */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: SUMMARY_LABELS[this.lang].access });
  }
  async open() {
    await this.page.goto('/auth/recordAccess');
    // The remote's page chunk loads on first visit: allow for a busy machine.
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }
  /** The entries, or those with `text` (a report's name and number, who opened it). */
  entries(text?: string): Locator {
    const entries = this.page.getByTestId('access-entry');
    return text === undefined ? entries : entries.filter({ hasText: text });
  }
  /** Whose record an entry was. */
  whose(entry: Locator): Locator {
    return entry.getByTestId('access-whose');
  }
  /** Who opened it. */
  who(entry: Locator): Locator {
    return entry.getByTestId('access-who');
  }
  /** From where (the patient portal, a shared link). */
  from(entry: Locator): Locator {
    return entry.getByTestId('access-from');
  }
  /** Whether it was opened (a shared link's wrong passcode is not). */
  result(entry: Locator): Locator {
    return entry.getByTestId('access-result');
  }
  /** The entries' times. */
  get times(): Locator {
    return this.page.getByTestId('access-when');
  }
}
