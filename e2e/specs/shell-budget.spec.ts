import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { measureFirstLoad, formatTable } from '../support/first-load';

/**
 * Issue 2's budget for the first load of /home/login is 220 KB of gzip-compressed JavaScript; it is not met
 * yet (254.9 KB measured on 2026-11-22, breakdown in the issue note). Until it is, this test is a ratchet:
 * it fails on any growth past the current ceiling, and prints the distance to the target.
 */
const TARGET_KB = 220;
const CEILING_KB = 262;

test('first load of /home/login stays within the JavaScript budget', async ({ page }) => {
  const { files, total } = await measureFirstLoad(page, '/home/login', async (p) => {
    await expect(p.getByRole('textbox').first()).toBeVisible();
  });
  const table = formatTable(files, total);
  console.log(`First load of /home/login:\n${table}`);
  fs.mkdirSync(path.resolve('test-results'), { recursive: true });
  fs.writeFileSync(path.resolve('test-results/first-load-login.json'), JSON.stringify({ total, files }, null, 2));
  console.log(`target ${TARGET_KB} KB: ${(total / 1024 - TARGET_KB).toFixed(1)} KB over`);
  expect(total / 1024, table).toBeLessThanOrEqual(CEILING_KB);
});
