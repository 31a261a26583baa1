import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/test';
import { signIn } from '../support/auth';
import { deployChangedRemote, portalCommand } from '../support/deploy';
import { RemoteFailure, pageHeading } from '../pages/shell-frame.page';
import { Dashboard } from '../pages/shell-dashboard.page';
const registryFile = () => path.join(process.env.E2E_DATA_DIR!, 'registry/remotes.json');
const liveId = (remote: string) => JSON.parse(fs.readFileSync(registryFile(), 'utf8')).remotes[remote].deployId as string;

// These drills change what the started portal serves; they run one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('remotes deploy on their own schedule', () => {
  test('a remote rebuilt on its own is picked up on the next page load, without a shell rebuild', async ({ patientPage: page }) => {
    test.setTimeout(180_000);
    await page.goto('/auth/needhelp');
    const heading = pageHeading(page);
    await expect(heading).toBeVisible();
    const before = await heading.innerText();
    const changed = `${before} (v2)`;
    const shellBefore = fs.statSync(path.resolve('../shell/dist/main.js')).mtimeMs;
    const out = deployChangedRemote('mfe-content', 'src/i18n/en.json', (text) => text.split(JSON.stringify(before)).join(JSON.stringify(changed)));
    expect(out).toMatch(/is live/);
    await page.reload();
    await expect(pageHeading(page, changed)).toBeVisible();
    expect(fs.statSync(path.resolve('../shell/dist/main.js')).mtimeMs).toBe(shellBefore);
    portalCommand('rollback', 'mfe-content');
  });

  test('a deploy while a page is open shows on the next navigation; a rollback brings the old text back', async ({ patientPage: page }) => {
    test.setTimeout(420_000);
    await new Dashboard(page).open();
    await expect(pageHeading(page)).toBeVisible();
    await page.goto('/auth/needhelp');
    const before = await pageHeading(page).innerText();
    const changed = `${before} — new`;
    const previous = liveId('mfe-content');

    await test.step('deploy a changed mfe-content while another remote\'s page is open', async () => {
      await page.goto('/auth/findDoctor');
      await expect(pageHeading(page)).toBeVisible();
      const out = deployChangedRemote('mfe-content', 'src/i18n/en.json', (t) => t.split(JSON.stringify(before)).join(JSON.stringify(changed)));
      expect(out).toMatch(/is live/);
      expect(liveId('mfe-content')).not.toBe(previous);
    });

    await test.step('navigating to a page of that remote shows the new deployment, without a shell rebuild', async () => {
      await page.goto('/auth/needhelp');
      await expect(pageHeading(page, changed)).toBeVisible();
    });

    await test.step('status lists the live and previous deployments; rollback switches back', async () => {
      const status = portalCommand('status');
      expect(status).toContain(liveId('mfe-content'));
      expect(status).toContain(previous);
      expect(portalCommand('rollback', 'mfe-content')).toContain(previous);
      await page.reload();
      await expect(pageHeading(page, before)).toBeVisible();
    });
  });

  test('a deploy of mfe-identity changes the first view the server sends for /home/login, without a restart; a rollback brings it back', async ({ request }) => {
    test.setTimeout(300_000);
    // The page's heading as the server draws it, in the HTML itself (no script runs here).
    const heading = async () => {
      const html = await (await request.get('/home/login')).text();
      expect(html).toContain('data-first-view=');
      return /<h[1-6][^>]*id="login-title"[^>]*>([^<]*)</.exec(html)?.[1];
    };
    const apiPid = () => fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'api.pid'), 'utf8');
    const before = await heading();
    expect(before).toBe('Login');
    const pid = apiPid();
    const shellBefore = fs.statSync(path.resolve('../shell/dist/main.js')).mtimeMs;
    const previous = liveId('mfe-identity');
    const changed = 'Login to your care';
    const out = deployChangedRemote('mfe-identity', 'src/i18n/en.json', (text) => {
      const texts = JSON.parse(text);
      texts.login.title = changed;
      return `${JSON.stringify(texts, null, 2)}\n`;
    });
    expect(out).toMatch(/first views render on the server/);
    expect(out).toMatch(/is live/);
    expect(await heading()).toBe(changed);
    expect(apiPid()).toBe(pid);
    expect(fs.statSync(path.resolve('../shell/dist/main.js')).mtimeMs).toBe(shellBefore);
    expect(portalCommand('rollback', 'mfe-identity')).toContain(previous);
    expect(await heading()).toBe(before);
  });

  test('a deployment whose first view cannot render on the server is refused and the live one keeps serving', async ({ request }) => {
    test.setTimeout(300_000);
    const live = liveId('mfe-identity');
    // A title that reads the browser's address while rendering: fine in a browser, impossible on the server.
    let error = '';
    try {
      deployChangedRemote('mfe-identity', 'src/frame/form-title.tsx', (t) => t.replace('{title}', '{title}{window.location.hash}'));
    } catch (err) {
      error = String((err as { stderr?: Buffer }).stderr ?? err);
    }
    expect(error).toMatch(/deployment refused/);
    expect(error).toMatch(/\/home\/login \(burjeel, en\) does not render on the server: window is not defined/);
    expect(liveId('mfe-identity')).toBe(live);
    expect(await (await request.get('/home/login')).text()).toContain('id="login-title"');
  });

  test('a deployment with a broken contract is refused and the live one keeps serving', async ({ page }) => {
    test.setTimeout(360_000);
    const live = liveId('mfe-content');
    // An English text without its Arabic translation breaks the contract (both languages are required).
    let error = '';
    try {
      deployChangedRemote('mfe-content', 'src/i18n/en.json', (t) => t.replace('{', '{\n  "onlyInEnglish": "Only in English",'));
    } catch (err) {
      error = String((err as { stderr?: Buffer }).stderr ?? err);
    }
    expect(error).toMatch(/deployment refused/);
    expect(error).toContain("mfe-content/src/i18n/ar.json lacks 'onlyInEnglish', which mfe-content/src/i18n/en.json has: add 'onlyInEnglish' to mfe-content/src/i18n/ar.json (in Arabic).");
    expect(liveId('mfe-content')).toBe(live);
    await signIn(page);
    await page.goto('/auth/needhelp');
    await expect(pageHeading(page)).toBeVisible();
  });

  test('a remote answering 500 costs only its own area', async ({ patientPage: page }) => {
    const dashboard = new Dashboard(page);
    const failure = new RemoteFailure(page);
    await page.route('**/mfe/mfe-records/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    const reports: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/client-errors') && reports.push(r.postData() ?? ''));
    await dashboard.open();
    await expect(pageHeading(page)).toBeVisible();
    // The dashboard draws records' tiles from the registry without its code: all tiles, nothing failed there.
    await expect(dashboard.tile('Location')).toBeVisible();
    await expect(dashboard.tile('Diagnostic Reports')).toBeVisible();
    await expect(failure.message).toHaveCount(0);
    await page.goto('/auth/locations');
    await expect(pageHeading(page)).toBeVisible();
    await page.goto('/auth/findDoctor');
    await expect(pageHeading(page)).toBeVisible();
    await page.goto('/auth/diagnosticReports');
    await expect(failure.message).toBeVisible();
    expect(reports.some((r) => r.includes('mfe-records'))).toBe(true);
  });

  test('a remote entry that has not arrived does not hold up the rest of the page', async ({ patientPage: page }) => {
    const dashboard = new Dashboard(page);
    const failure = new RemoteFailure(page);
    // Appointments' entry (its widgets are on the dashboard) is held back until the page has been used.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let asked = false;
    let served = false;
    await page.route('**/mfe/mfe-appointments/**/remoteEntry.js', async (route) => {
      asked = true;
      await Promise.race([released, new Promise((r) => setTimeout(r, 60_000))]);
      served = true;
      await route.continue().catch(() => undefined);
    });
    await dashboard.open();
    // The page is usable without it: open a tile and follow it, then go back; the entry is still on its way.
    await expect(dashboard.tile('Location')).toBeVisible({ timeout: 30_000 });
    await dashboard.tile('Location').click();
    await expect(page).toHaveURL(/\/auth\/locations/);
    await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
    expect(asked).toBe(true);
    expect(served).toBe(false);
    release();
    // Once it arrives, the dashboard has it: back there, nothing failed.
    await page.goBack();
    await expect(dashboard.tile('Location')).toBeVisible({ timeout: 30_000 });
    await expect(failure.message).toHaveCount(0);
  });
});
