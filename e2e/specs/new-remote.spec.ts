import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { repoRoot } from '../support/deploy';
import { Dashboard } from '../pages/shell-dashboard.page';
import { Navigation, documentRoot, mainHeadingElement, pageHeading } from '../pages/shell-frame.page';

/**
 * A feature team adds a remote with one command (`pnpm portal new-remote`), as the README says, in a scratch copy of
 * the repository so that the checkout is left as it was. The new remote is published into the started portal's
 * data folder: the running portal shows it on the next page load, with no shell rebuild. Then, as generated, it
 * passes knip, lint, the suite `npm test` runs for it, its typecheck and its own journey; `pnpm portal deploy`
 * publishes a change; the deploy refuses two planted mistakes (an import of another remote, a literal English
 * sentence in JSX) with lint's messages and a broken contract naming the file; and `pnpm portal remove-remote`
 * takes it out again. Runs alone, after every other
 * journey (its own project): it adds a tile and a menu entry to every signed-in page while it runs.
 */
const NAME = 'wellness';
const DIR = `mfe-${NAME}`;
const LABEL = { en: 'Wellness', ar: 'العافية' };
const registryFile = () => path.join(process.env.E2E_DATA_DIR!, 'registry/remotes.json');
const registry = () => JSON.parse(fs.readFileSync(registryFile(), 'utf8')).remotes as Record<string, { deployId: string; nav?: unknown }>;

/** The repository without what installs and builds make (and without git): what a clean clone has. */
function scratchCopy(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scratch-'));
  const skip = new Set(['node_modules', 'dist', '.portal', '.git', 'test-results', 'playwright-report', 'coverage', '.bench']);
  fs.cpSync(repoRoot, target, { recursive: true, filter: (src) => !skip.has(path.basename(src)) && path.relative(repoRoot, src) !== path.join('scripts', 'monolith', 'web') });
  return target;
}

// Playwright's own variables stay out of the commands run here (a nested run would write this run's JSON report).
const childEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(PW_|PLAYWRIGHT_|TEST_)/.test(k)));

function run(cwd: string, cmd: string, args: string[], opts: SpawnSyncOptions = {}) {
  const env = { ...childEnv, PWD: cwd, PORTAL_DATA_DIR: process.env.E2E_DATA_DIR, ...opts.env };
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts, env });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  return { status: res.status, output, tail: output.slice(-4000) };
}

test('a feature team adds a remote with one command, works on it, and removes it', async ({ page }) => {
  test.setTimeout(25 * 60_000);
  const checkout = { remotes: fs.readFileSync(path.join(repoRoot, 'scripts/remotes.cjs'), 'utf8'), lock: fs.readFileSync(path.join(repoRoot, 'pnpm-lock.yaml'), 'utf8') };
  const shellMain = path.join(repoRoot, 'shell/dist/main.js');
  const shellBuilt = fs.statSync(shellMain).mtimeMs;
  const scratch = scratchCopy();
  try {
    await test.step('pnpm portal new-remote makes, registers, installs, builds and publishes it', () => {
      const made = run(scratch, 'pnpm', ['portal', 'new-remote', NAME, '--label', LABEL.en, '--label-ar', LABEL.ar]);
      expect(made.status, made.tail).toBe(0);
      expect(made.output).toContain(`portal: ${DIR} is live`);
      for (const file of ['src/index.html', 'src/app.tsx', 'src/bootstrap.tsx', 'src/i18n/ar.json', `src/${NAME}/${NAME}.page.test.tsx`, 'README.md', 'jest.config.cjs'])
        expect(fs.existsSync(path.join(scratch, DIR, file)), file).toBe(true);
      expect(fs.readFileSync(path.join(scratch, 'scripts/remotes.cjs'), 'utf8')).toContain(`{ dir: '${DIR}', name: 'mfe_${NAME}'`);
      expect(registry()[DIR]?.nav).toBeTruthy();
    });

    await test.step('the running portal shows its tile, menu entry and page, in English then Arabic, without a shell rebuild', async () => {
      await signIn(page);
      for (const lang of ['en', 'ar'] as const) {
        if (lang === 'ar') await page.evaluate(() => localStorage.setItem('lang', 'ar'));
        await page.goto('/auth/dashboard');
        await expect(documentRoot(page)).toHaveAttribute('lang', lang);
        await expect(new Navigation(page).link(LABEL[lang])).toBeVisible();
        await new Dashboard(page).ownTile(LABEL[lang]).click();
        await expect(page).toHaveURL(/\/auth\/wellness$/);
        await expect(pageHeading(page, LABEL[lang])).toBeVisible();
      }
      expect(fs.statSync(shellMain).mtimeMs).toBe(shellBuilt);
    });

    await test.step('as generated it passes knip, lint, its component test (the suite npm test runs for it) and its typecheck', () => {
      const knip = run(scratch, 'pnpm', ['exec', 'knip']);
      expect(knip.status, knip.tail).toBe(0);
      const lint = run(scratch, 'pnpm', ['exec', 'eslint', '--max-warnings', '0', DIR, `e2e/specs/${DIR}.spec.ts`]);
      expect(lint.status, lint.tail).toBe(0);
      const list = run(scratch, 'node', ['scripts/test.mjs', '--list'], { env: { TMPDIR: scratch } });
      expect(list.status, list.tail).toBe(0);
      const line = list.output.split('\n').find((l) => l.startsWith(`unit and component tests: ${DIR}: `));
      expect(line, list.output).toBeTruthy();
      const [cmd, ...args] = line!.slice(line!.indexOf(': pnpm ') + 2).split(' ');
      const jest = run(scratch, cmd!, args);
      expect(jest.status, jest.tail).toBe(0);
      const report = JSON.parse(fs.readFileSync(args.find((a) => a.startsWith('--outputFile='))!.split('=')[1]!, 'utf8'));
      expect({ passed: report.numPassedTests, failed: report.numFailedTests }).toEqual({ passed: 1, failed: 0 });
      const typecheck = run(scratch, 'pnpm', ['--filter', DIR, 'run', 'typecheck']);
      expect(typecheck.status, typecheck.tail).toBe(0);
    });

    await test.step('its own journey passes against the running portal', () => {
      const journey = run(path.join(scratch, 'e2e'), 'pnpm', ['exec', 'playwright', 'test', `specs/${DIR}.spec.ts`, '--project=journeys', '--reporter=line'], {
        env: { E2E_REUSE: '1', E2E_PORT: new URL(test.info().project.use.baseURL!).port, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
      });
      expect(journey.status, journey.tail).toBe(0);
      expect(journey.output).toContain('2 passed');
    });

    await test.step('pnpm portal deploy lints, type-checks, builds and publishes a change', () => {
      const before = registry()[DIR]!.deployId;
      for (const lang of ['en', 'ar']) {
        const file = path.join(scratch, DIR, `src/i18n/${lang}.json`);
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/("comingSoon": ")/, '$1✓ '));
      }
      const deployed = run(scratch, 'pnpm', ['portal', 'deploy', DIR]);
      expect(deployed.status, deployed.tail).toBe(0);
      expect(deployed.output).toContain(`portal: ${DIR}: lint (pnpm exec eslint --max-warnings 0 ${DIR}) and type check (pnpm --filter ${DIR} run typecheck)`);
      expect(deployed.output).toMatch(new RegExp(`portal: ${DIR} \\S+ is live`));
      expect(registry()[DIR]!.deployId).not.toBe(before);
    });

    /** Plants a mistake in the remote, deploys, takes the mistake out again; the deploy's output. */
    const deployWith = (file: string, change: (text: string | null) => string) => {
      const target = path.join(scratch, DIR, file);
      const original = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
      const live = registry()[DIR]!.deployId;
      fs.writeFileSync(target, change(original));
      try {
        return run(scratch, 'pnpm', ['portal', 'deploy', DIR]);
      } finally {
        if (original === null) fs.rmSync(target);
        else fs.writeFileSync(target, original);
        expect(registry()[DIR]!.deployId, 'the live deployment is unchanged').toBe(live);
      }
    };

    await test.step("the deploy refuses an import of another remote's code, with lint's message", () => {
      const refused = deployWith('src/cross.ts', () => "import records from '../../mfe-records/src/app';\nexport default records;\n");
      expect(refused.status, refused.tail).not.toBe(0);
      expect(refused.output).toContain(`portal: ${DIR}: deployment refused, the live one keeps serving: its lint failed.`);
      expect(refused.output).toContain(`${DIR} must not import mfe-records: share through @portal/shared or the event bus`);
    });

    await test.step("the deploy refuses a literal English sentence in JSX, with lint's message", () => {
      const refused = deployWith(`src/${NAME}/${NAME}.page.tsx`, (text) => text!.replace('<EmptyState', '<p>Book your wellness check today.</p>\n      <EmptyState'));
      expect(refused.status, refused.tail).not.toBe(0);
      expect(refused.output).toContain(`portal: ${DIR}: deployment refused, the live one keeps serving: its lint failed.`);
      expect(refused.output).toContain('Literal text "Book your wellness check today." in JSX: put it in the i18n en.json/ar.json and use t()');
    });

    await test.step('the deploy refuses a broken contract, naming the file, and the live deployment keeps serving', () => {
      const live = registry()[DIR]!.deployId;
      const app = path.join(scratch, DIR, 'src/app.tsx');
      const source = fs.readFileSync(app, 'utf8');
      fs.writeFileSync(app, source.replace("icon: 'tools'", "icon: 'rocket' as 'tools'"));
      const refused = run(scratch, 'pnpm', ['portal', 'publish', DIR]);
      fs.writeFileSync(app, source);
      expect(refused.status).not.toBe(0);
      expect(refused.output).toContain(`${DIR}: deployment refused, the live one keeps serving`);
      expect(refused.output).toContain(`${DIR}/src/app.tsx: menu entry '${NAME}' has the icon 'rocket', which the portal does not draw.`);
      expect(registry()[DIR]!.deployId).toBe(live);
    });

    await test.step('pnpm portal remove-remote takes it out of the portal and the repository', async () => {
      const removed = run(scratch, 'pnpm', ['portal', 'remove-remote', NAME]);
      expect(removed.status, removed.tail).toBe(0);
      expect(registry()[DIR]).toBeUndefined();
      expect(fs.existsSync(path.join(scratch, DIR))).toBe(false);
      expect(fs.existsSync(path.join(scratch, `e2e/specs/${DIR}.spec.ts`))).toBe(false);
      expect(fs.readFileSync(path.join(scratch, 'scripts/remotes.cjs'), 'utf8')).toBe(checkout.remotes);
      expect(fs.readFileSync(path.join(scratch, 'pnpm-lock.yaml'), 'utf8')).not.toContain(DIR);
      await page.goto('/auth/dashboard');
      await expect(mainHeadingElement(page)).toBeVisible();
      await expect(new Navigation(page).link(LABEL.ar)).toHaveCount(0);
      await expect(new Dashboard(page).ownTile(LABEL.ar)).toHaveCount(0);
      const notFound = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/src/i18n/ar.json'), 'utf8')).notFound.title;
      await page.goto('/auth/wellness');
      await expect(pageHeading(page, notFound)).toBeVisible();
    });

    // The checkout is as it was.
    expect(fs.readFileSync(path.join(repoRoot, 'scripts/remotes.cjs'), 'utf8')).toBe(checkout.remotes);
    expect(fs.readFileSync(path.join(repoRoot, 'pnpm-lock.yaml'), 'utf8')).toBe(checkout.lock);
    expect(fs.existsSync(path.join(repoRoot, DIR))).toBe(false);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    // A failure half-way must not leave the remote in the started portal.
    const remotes = JSON.parse(fs.readFileSync(registryFile(), 'utf8'));
    if (remotes.remotes[DIR]) {
      delete remotes.remotes[DIR];
      fs.writeFileSync(registryFile(), JSON.stringify(remotes, null, 2));
    }
  }
});
