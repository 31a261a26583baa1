import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { measureFirstLoad, formatTable } from '../support/first-load';

/** Issue 2 budget: the first load of /home/login is at most 220 KB of gzip-compressed JavaScript. */
const BUDGET_KB = 220;

test('first load of /home/login stays within the JavaScript budget', async ({ page }) => {
  const { files, total } = await measureFirstLoad(page, '/home/login', async (p) => {
    await expect(p.getByRole('textbox').first()).toBeVisible();
  });
  const table = formatTable(files, total);
  console.log(`First load of /home/login:\n${table}`);
  fs.mkdirSync(path.resolve('test-results'), { recursive: true });
  fs.writeFileSync(path.resolve('test-results/first-load-login.json'), JSON.stringify({ total, files }, null, 2));
  expect(total / 1024, table).toBeLessThanOrEqual(BUDGET_KB);
});
