import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The first view from the server (docs/architecture.md): the page server renders a public page with the shell's
 * renderer and the live deployment's server build of its owner. With the builds of this repository (`pnpm build`):
 * the shell's `dist/server/render.cjs` and the live mfe-identity deployment's `server/app.cjs`.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const shellRenderer = path.join(repo, 'shell/dist/server/render.cjs');
const builtRegistry = path.join(repo, '.portal/registry/remotes.json');

let app: TestApp;
let root: string;
let data: string;
let identity: { name: string; routes: object; firstView: string[] };

const writeRegistry = (deployId: string, extra: object = {}) => {
  const file = path.join(data, 'registry', 'remotes.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const entry = { ...identity, deployId, manifest: `/mfe/mfe-identity/${deployId}/mf-manifest.json`, entry: `/mfe/mfe-identity/${deployId}/remoteEntry.js`, contract: 1, ...extra };
  fs.writeFileSync(file, JSON.stringify({ remotes: { 'mfe-identity': entry } }));
};
/** A deployment folder: the built one's manifest and server build, its text changed by `change`. */
const writeDeployment = (deployId: string, change: (code: string) => string = (code) => code) => {
  const live = JSON.parse(fs.readFileSync(builtRegistry, 'utf8')).remotes['mfe-identity'];
  const from = path.join(repo, '.portal/deployments/mfe-identity', live.deployId);
  const to = path.join(data, 'deployments', 'mfe-identity', deployId);
  fs.mkdirSync(path.join(to, 'server'), { recursive: true });
  fs.copyFileSync(path.join(from, 'mf-manifest.json'), path.join(to, 'mf-manifest.json'));
  fs.writeFileSync(path.join(to, 'server/app.cjs'), change(fs.readFileSync(path.join(from, 'server/app.cjs'), 'utf8')));
};
const heading = (html: string) => /<h1[^>]*id="login-title"[^>]*>([^<]*)</.exec(html)?.[1];

beforeAll(async () => {
  if (!fs.existsSync(shellRenderer) || !fs.existsSync(builtRegistry)) throw new Error('the first view needs the builds: run `pnpm build` first');
  identity = JSON.parse(fs.readFileSync(builtRegistry, 'utf8')).remotes['mfe-identity'];
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.copyFileSync(path.join(repo, 'shell/dist/index.html'), path.join(dist, 'index.html'));
  fs.copyFileSync(shellRenderer, path.join(dist, 'server/render.cjs'));
  writeDeployment('d-1');
  writeDeployment('d-2', (code) => code.split('"title":"Login"').join('"title":"Login to your care"'));
  writeDeployment('d-broken', (code) => `throw new Error('cannot load');\n${code}`);
  writeRegistry('d-1');
  app = await createTestApp({ PORTAL_WEB_ROOT: root, PORTAL_DATA_DIR: data }, { web: true });
}, 60_000);
afterAll(async () => {
  await app?.close();
  for (const dir of [root, data]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('the login page arrives drawn: its heading, form and logo in the root, for the brand and language of the browser', async () => {
  const en = await app.app.inject({ url: '/home/login' });
  expect(en.statusCode).toBe(200);
  expect(en.body).toContain('<div id="root" data-first-view="burjeel en">');
  expect(heading(en.body)).toBe('Login');
  expect(en.body).toMatch(/<form\b/);
  expect(en.body).toContain('alt="Burjeel Patient Portal"');
  // Every part in place: nothing sent apart for an inline script to move (the policy allows none); the only inline
  // script element is data the browser does not run.
  expect([...en.body.matchAll(/<script\b[^>]*>[^<]/g)].map(([tag]) => tag.slice(0, -1))).toEqual(['<script type="application/json" id="portal-known-content">']);
  // The first banner, the page's largest paint, is drawn with the list the page carries for the hydrating render.
  const known = JSON.parse(/<script type="application\/json" id="portal-known-content">([^<]*)<\/script>/.exec(en.body)![1]!) as Record<string, { image: string; title: string }[]>;
  const [address, banners] = Object.entries(known)[0]!;
  expect(address).toMatch(/\/content\/burjeel\/getwebbanner\?banner_for=Login$/);
  expect(en.body).toMatch(new RegExp(`<img src="${banners[0]!.image}" alt="${banners[0]!.title}" fetchPriority="high"`, 'i'));

  // Drawn, the page paints without its remote's code (main.js asks for it) and without asking for the list it
  // carries; the banner's picture is asked for at once.
  expect(en.body).not.toContain('/mfe/mfe-identity/');
  expect(en.body).not.toMatch(/<link rel="preload" href="[^"]*getwebbanner/);
  expect(en.body).toContain(`<link rel="preload" href="${banners[0]!.image}" as="image" fetchpriority="high">`);

  const ar = await app.app.inject({ url: '/home/login?brandName=medeor', headers: { cookie: 'portal_view=medeor.ar' } });
  expect(ar.body).toContain('data-first-view="medeor ar"');
  // The brand's colours on <html>, where the design system's tokens read them: drawn in the brand before any script.
  expect(ar.body).toMatch(/<html lang="ar" dir="rtl" data-brand="medeor" style="--portal-primary:#[0-9a-f]{6};--portal-primary-dark:/i);
  expect(ar.body).toMatch(/<noscript><p [^>]*>تحتاج هذه البوابة إلى JavaScript.<\/p><\/noscript>/);
  expect(heading(ar.body)).toBe('تسجيل الدخول');
  expect(ar.body).toContain('alt="بوابة مرضى ميديور"');
  expect(ar.body).toMatch(/"[^"]*\/content\/medeor\/getwebbanner\?banner_for=Login&lang=ar":/);
}, 60_000);

test('register and forgot password are drawn too; a page the registry does not name is sent as built', async () => {
  for (const page of ['/home/register', '/home/forgotpassword']) expect((await app.app.inject({ url: page })).body).toContain('data-first-view="burjeel en"');
  expect((await app.app.inject({ url: '/home/sign-up' })).body).toMatch(/<div id=root><\/div>/);
}, 60_000);

test('every /auth page arrives with the signed-in frame drawn, in the brand and language, and nothing of a person', async () => {
  const en = await app.app.inject({ url: '/auth/dashboard' });
  expect(en.statusCode).toBe(200);
  // Never hydrated (the session lives in the browser): the shell's first render replaces it.
  expect(en.body).toContain('<div id="root" data-signed-in-frame="burjeel en">');
  expect(en.body).not.toContain('data-first-view=');
  expect(en.body).toMatch(/<header\b/);
  expect(en.body).toMatch(/<nav [^>]*aria-label="Main menu"/);
  expect(en.body).toMatch(/<main [^>]*id="main"/);
  expect(en.body).toContain('alt="Burjeel Patient Portal"');
  expect(en.body).toContain('Terms');
  expect(en.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
  // The dashboard's frame has the page's first lines (the welcome's place, what the page is for) and its tiles' places.
  expect(en.body).toContain('What would you like to do today?');
  expect(en.body).toContain('data-testid="dashboard-settling"');
  expect(en.body).not.toMatch(/<h1\b/);
  for (const url of ['/auth', '/auth/']) expect((await app.app.inject({ url })).body).toContain('What would you like to do today?');
  expect((await app.app.inject({ url: '/auth/appointments' })).body).not.toContain('What would you like to do today?');

  // Any other /auth address gets the same frame; an Arabic browser of another brand its own.
  const ar = await app.app.inject({ url: '/auth/diagnosticReports?brandName=medeor', headers: { cookie: 'portal_view=medeor.ar' } });
  expect(ar.body).toContain('data-signed-in-frame="medeor ar"');
  // The brand's colours on <html>, where the design system's tokens read them: drawn in the brand before any script.
  expect(ar.body).toMatch(/<html lang="ar" dir="rtl" data-brand="medeor" style="--portal-primary:#[0-9a-f]{6};--portal-primary-dark:/i);
  expect(ar.body).toMatch(/<noscript><p [^>]*>تحتاج هذه البوابة إلى JavaScript.<\/p><\/noscript>/);
  expect(ar.body).toContain('alt="بوابة مرضى ميديور"');
}, 60_000);

test('a deploy changes the next page, a rollback brings the old one back, with no restart', async () => {
  writeRegistry('d-2');
  expect(heading((await app.app.inject({ url: '/home/login' })).body)).toBe('Login to your care');
  writeRegistry('d-1');
  expect(heading((await app.app.inject({ url: '/home/login' })).body)).toBe('Login');
}, 60_000);

test('a deployment whose server build cannot render: the page goes out as the browser draws it alone', async () => {
  writeRegistry('d-broken');
  const res = await app.app.inject({ url: '/home/login' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatch(/<div id=root><\/div>/);
  writeRegistry('d-1');
  expect(heading((await app.app.inject({ url: '/home/login' })).body)).toBe('Login');
}, 60_000);
