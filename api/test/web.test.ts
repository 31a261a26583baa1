import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let webRoot: string;
let dataDir: string;
/** A script over the server's 1 KB compression threshold. */
const SCRIPT = Array.from({ length: 200 }, (_, i) => `console.log("line ${i}");`).join('\n');

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  const dist = path.join(webRoot, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'main.3f9a1c2b.js'), 'console.log("shell");');
  fs.writeFileSync(path.join(dist, 'favicon.ico'), 'ico');
  const deploy = path.join(dataDir, 'deployments', 'mfe-records', 'd-001');
  fs.mkdirSync(deploy, { recursive: true });
  fs.writeFileSync(path.join(deploy, 'mf-manifest.json'), '{"name":"mfe_records"}');
  fs.writeFileSync(path.join(deploy, 'remoteEntry.js'), 'var mfe_records;');
  fs.writeFileSync(path.join(deploy, '512.a1b2c3d4.js'), 'chunk();');
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'do not serve');
  // A build writes `<file>.br` beside each script (compression-webpack-plugin, @portal/build).
  for (const file of [path.join(dist, 'main.js'), path.join(dist, '601.2552d134.js'), path.join(deploy, '29.js')]) {
    fs.writeFileSync(file, SCRIPT);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  }
  t = await createTestApp({ PORTAL_WEB_ROOT: webRoot, PORTAL_DATA_DIR: dataDir }, { web: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the shell', () => {
  test('/ serves index.html, revalidated every time', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('a client-side route falls back to index.html', async () => {
    const res = await t.app.inject({ url: '/auth/dashboard?brandName=medeor' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('portal shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('hashed assets are immutable, other files revalidated', async () => {
    const hashed = await t.app.inject({ url: '/main.3f9a1c2b.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/favicon.ico' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  test('/favicon.ico, the icon browsers ask for on pages that name none, is answered as an image', async () => {
    const res = await t.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  });

  test('a missing file and server paths are not answered with the shell', async () => {
    const file = await t.app.inject({ url: '/missing.4f3e2d1c.js' });
    expect(file.statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message.status).toBe('NotFound');
    const content = await t.app.inject({ url: '/content/nowhere' });
    expect(content.statusCode).toBe(404);
    expect(content.headers['content-type']).toContain('application/json');
  });

  test('the shell page carries the portal CSP', async () => {
    const res = await t.app.inject({ url: '/home/login' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('the registry', () => {
  test('404 in the envelope before any deploy', async () => {
    const res = await t.app.inject({ url: '/registry/remotes.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message.status).toBe('NotFound');
  });

  test('is read from disk on every request, as written, not cached', async () => {
    const file = path.join(dataDir, 'registry', 'remotes.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const first = { remotes: { 'mfe-records': { manifest: '/mfe/mfe-records/d-001/mf-manifest.json', deployId: 'd-001' } } };
    fs.writeFileSync(file, JSON.stringify(first));
    const a = await t.app.inject({ url: '/registry/remotes.json' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(first);
    expect(a.headers['cache-control']).toBe('no-cache');
    const second = { remotes: { 'mfe-records': { manifest: '/mfe/mfe-records/d-002/mf-manifest.json', deployId: 'd-002' } } };
    fs.writeFileSync(file, JSON.stringify(second));
    const b = await t.app.inject({ url: '/registry/remotes.json' });
    expect(b.json()).toEqual(second);
  });
});

describe('remote deployments', () => {
  test('every file of a deployment is immutable, its manifest and remote entry included', async () => {
    const chunk = await t.app.inject({ url: '/mfe/mfe-records/d-001/512.a1b2c3d4.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('chunk();');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The folder is named by its content hash: what changes on a deploy is the registry, never these files.
    for (const name of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await t.app.inject({ url: `/mfe/mfe-records/d-001/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('the server sends the cache headers docs/architecture.md tells a CDN to send', async () => {
    const doc = fs.readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Deployments and the registry'));
    const deployments = /`deployments\/\*\*` with `Cache-Control: ([^`]+)`/.exec(section)?.[1];
    const registry = /`registry\/remotes\.json` with `Cache-Control: ([^`]+)`/.exec(section)?.[1];
    expect(deployments).toBe('public, max-age=31536000, immutable');
    expect(registry).toBe('no-cache');
    const file = path.join(dataDir, 'registry', 'remotes.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ remotes: {} }));
    expect((await t.app.inject({ url: '/registry/remotes.json' })).headers['cache-control']).toBe(registry);
    for (const name of ['mf-manifest.json', 'remoteEntry.js', '512.a1b2c3d4.js']) {
      expect((await t.app.inject({ url: `/mfe/mfe-records/d-001/${name}` })).headers['cache-control']).toBe(deployments);
    }
  });

  test('a missing deployment file is a 404, not the shell', async () => {
    const res = await t.app.inject({ url: '/mfe/mfe-records/d-999/remoteEntry.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('portal shell');
  });

  test('path traversal out of the deployments folder is refused', async () => {
    for (const url of ['/mfe/../secret.txt', '/mfe/%2e%2e/secret.txt', '/mfe/mfe-records/..%2f..%2fsecret.txt', '/mfe/..%5csecret.txt']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('do not serve');
    }
  });
});

describe('scripts compressed at build time', () => {
  const files = [
    { url: '/main.js', cache: 'no-cache' },
    { url: '/601.2552d134.js', cache: 'public, max-age=31536000, immutable' },
    { url: '/mfe/mfe-records/d-001/29.js', cache: 'public, max-age=31536000, immutable' },
  ];

  test("a browser that accepts brotli gets the build's .br file, with the script's type and cache rule", async () => {
    for (const { url, cache } of files) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('application/javascript');
      expect(res.headers['cache-control']).toBe(cache);
      expect(res.headers['vary']).toBe('Accept-Encoding');
      // The very bytes the build wrote, not compressed again.
      const stored = fs.readFileSync(url.startsWith('/mfe/') ? path.join(dataDir, 'deployments', url.slice(5)) + '.br' : path.join(webRoot, 'shell', 'dist', url) + '.br');
      expect(res.rawPayload.equals(stored)).toBe(true);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    }
  });

  test('a browser without brotli gets the script itself, compressed per response or not at all', async () => {
    for (const { url, cache } of files) {
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['cache-control']).toBe(cache);
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
      const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    }
  });

  test('a script with no .br beside it (too small for the build to compress) is compressed per response', async () => {
    const res = await t.app.inject({ url: '/mfe/mfe-records/d-001/512.a1b2c3d4.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('chunk();');
  });
});

describe('the page names the files its remotes need (preloads in place of the marker)', () => {
  let app: TestApp;
  let root: string;
  let data: string;
  const manifest = (name: string) =>
    JSON.stringify({
      name,
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'app', path: './app', assets: { js: { sync: ['__federation_expose_app.1a2b3c4d.js'], async: ['29.5e6f7a8b.js'] } } }],
    });
  /** The page without the content site's preloads and base (tested on their own below). */
  const withoutContent = (html: string) => html.replace(/<link rel="preload" href="[^"]*\/content\/[^"]*"[^>]*>|<meta name="portal-content-base"[^>]*>/g, '');
  const writeRegistry = (remotes: object) => {
    const file = path.join(data, 'registry', 'remotes.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ remotes }));
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><head><title>portal shell</title><meta name=portal-remote-preloads></head><div id="root"></div>');
    for (const [dir, name] of [['mfe-identity', 'mfe_identity'], ['mfe-records', 'mfe_records'], ['mfe-admin', 'mfe_admin'], ['mfe-next', 'mfe_next']]) {
      fs.mkdirSync(path.join(data, 'deployments', dir, 'd-1'), { recursive: true });
      fs.writeFileSync(path.join(data, 'deployments', dir, 'd-1', 'mf-manifest.json'), manifest(name));
    }
    fs.writeFileSync(path.join(data, 'outside.json'), manifest('outside'));
    app = await createTestApp({ PORTAL_WEB_ROOT: root, PORTAL_DATA_DIR: data }, { web: true });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(data, { recursive: true, force: true });
  });

  test('before any deploy the page is sent without preloads and without the marker', async () => {
    const res = await app.app.inject({ url: '/home/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal shell');
    expect(res.body).not.toContain('portal-remote-preloads');
    expect(withoutContent(res.body)).not.toContain('rel="preload"');
  });

  test("a page preloads its owner's remote entry and ./app scripts (not its manifest), and no other remote's", async () => {
    const entry = (dir: string, extra: object = {}) => ({ name: dir.replace('-', '_'), manifest: `/mfe/${dir}/d-1/mf-manifest.json`, deployId: 'd-1', contract: 1, ...extra });
    writeRegistry({
      'mfe-identity': entry('mfe-identity', { routes: { home: ['login', 'register'], auth: ['profile'] } }),
      'mfe-records': entry('mfe-records', { routes: { home: [], auth: ['labreports'] } }),
      'mfe-admin': entry('mfe-admin', { roles: [2, 3], routes: { home: [], auth: ['manageUser'] } }),
      // A contract this shell does not know: the shell refuses it unseen, so its code is not fetched.
      'mfe-next': entry('mfe-next', { contract: 2, routes: { home: ['next'], auth: [] } }),
      // A manifest address outside the deployments folder is never read.
      'mfe-odd': { name: 'mfe_odd', manifest: '/mfe/../outside.json', deployId: 'x', routes: { home: ['odd'], auth: [] } },
    });
    const identity = [
      '<link rel="preload" href="/mfe/mfe-identity/d-1/remoteEntry.js" as="script">',
      '<link rel="preload" href="/mfe/mfe-identity/d-1/__federation_expose_app.1a2b3c4d.js" as="script">',
    ].join('');
    for (const url of ['/', '/home/login', '/home/Register?brandName=medeor']) {
      const res = await app.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(withoutContent(res.body)).toContain(`<title>portal shell</title>${identity}</head>`);
      expect(res.body).not.toContain('mfe-records');
      expect(res.body).not.toContain('mf-manifest.json'); // the shell registers the remote entry: the runtime reads no manifest
      expect(res.body).not.toContain('29.5e6f7a8b.js'); // no portal-pages.json in this deployment: the router asks for the page
    }
    // Signed in: the page's owner; the others (overlays, widgets) are fetched once the page has painted (pageOwner).
    const dashboard = await app.app.inject({ url: '/auth/dashboard' });
    expect(dashboard.body).not.toContain('/mfe/'); // the shell's own page
    const reports = await app.app.inject({ url: '/auth/LabReports' });
    expect(reports.body).toContain('<link rel="preload" href="/mfe/mfe-records/d-1/remoteEntry.js" as="script">');
    expect(reports.body).not.toContain('mfe-identity');
    expect((await app.app.inject({ url: '/auth/manageUser' })).body).not.toContain('mfe-admin'); // role-limited: the entry file adds it for an admin
    for (const url of ['/home/next', '/home/odd', '/home/unknown']) {
      const res = await app.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('rel="preload"');
    }
  });

  test("a signed-in page names its owner's code only, even where the page renders something of other remotes", async () => {
    const entry = (dir: string, extra: object = {}) => ({ name: dir.replace('-', '_'), manifest: `/mfe/${dir}/d-1/mf-manifest.json`, deployId: 'd-1', contract: 1, ...extra });
    const nav = { menu: [], tiles: [] };
    writeRegistry({
      'mfe-identity': entry('mfe-identity', { nav, overlays: true, routes: { home: ['login'], auth: ['profile'] } }),
      'mfe-records': entry('mfe-records', { nav, routes: { home: [], auth: ['labreports'] } }),
      'mfe-next': entry('mfe-next', { nav, widgets: true, routes: { home: [], auth: ['next'] } }),
    });
    // mfe-identity's overlay is on every page and mfe-next's widgets on the dashboard: fetched after the first paint.
    const dashboard = (await app.app.inject({ url: '/auth/dashboard' })).body;
    expect(dashboard).not.toContain('/mfe/');
    const reports = (await app.app.inject({ url: '/auth/labreports' })).body;
    expect(reports).toContain('<link rel="preload" href="/mfe/mfe-records/d-1/remoteEntry.js" as="script">');
    expect(reports).not.toContain('mfe-identity');
    expect(reports).not.toContain('mfe-next');
    // Its own page: its overlay comes with it.
    expect((await app.app.inject({ url: '/auth/profile' })).body).toContain('/mfe/mfe-identity/d-1/remoteEntry.js');
  });

  test("the page's own code: its route's page, the dashboard's widgets and the overlays, from the deployment's portal-pages.json", async () => {
    const pages = {
      'mfe-identity': {
        app: 'mfe-identity/src/app',
        pages: { 'home/login': 'mfe-identity/src/login/login.page', 'home/register': 'mfe-identity/src/register/register.page', 'auth/profile': 'mfe-identity/src/profile/profile.page' },
        widgets: [],
        overlays: ['mfe-identity/src/hospital/entry.overlay'],
        files: {
          'mfe-identity/src/app': ['__federation_expose_app.1a2b3c4d.js'],
          'mfe-identity/src/login/login.page': ['29.5e6f7a8b.js'],
          'mfe-identity/src/register/register.page': ['42.00aa11bb.js', '7.00cc22dd.js'],
          'mfe-identity/src/profile/profile.page': ['548.0d0b6e4a.js'],
          'mfe-identity/src/hospital/entry.overlay': ['592.46411e8c.js'],
        },
      },
      'mfe-records': {
        app: 'mfe-records/src/app',
        pages: { 'auth/report/:id': 'mfe-records/src/report.page', 'auth/notification/Broadcast': 'mfe-records/src/broadcast.page' },
        widgets: ['mfe-records/src/latest.widget'],
        overlays: [],
        files: { 'mfe-records/src/report.page': ['31.31313131.js'], 'mfe-records/src/broadcast.page': ['32.32323232.js'], 'mfe-records/src/latest.widget': ['60.60606060.js'] },
      },
    };
    for (const [dir, files] of Object.entries(pages)) {
      // A new deployment (d-2): deployment folders never change once written, and the server keeps what it read.
      fs.mkdirSync(path.join(data, 'deployments', dir, 'd-2'), { recursive: true });
      fs.writeFileSync(path.join(data, 'deployments', dir, 'd-2', 'mf-manifest.json'), manifest(dir.replace('-', '_')));
      fs.writeFileSync(path.join(data, 'deployments', dir, 'd-2', 'portal-pages.json'), JSON.stringify(files));
    }
    const entry = (dir: string, extra: object = {}) => ({ name: dir.replace('-', '_'), manifest: `/mfe/${dir}/d-2/mf-manifest.json`, deployId: 'd-2', contract: 1, nav: { menu: [], tiles: [] }, ...extra });
    writeRegistry({
      'mfe-identity': entry('mfe-identity', { overlays: true, routes: { home: ['login', 'register'], auth: ['profile'] } }),
      'mfe-records': entry('mfe-records', { widgets: true, routes: { home: [], auth: ['report/:id', 'notification/Broadcast'] } }),
    });
    const script = (file: string, dir = 'mfe-identity') => `<link rel="preload" href="/mfe/${dir}/d-2/${file}" as="script">`;
    const body = async (url: string) => withoutContent((await app.app.inject({ url })).body);
    for (const url of ['/', '/home/login', '/home/LOGIN/']) {
      const html = await body(url);
      expect(html).toContain(`${script('__federation_expose_app.1a2b3c4d.js')}${script('29.5e6f7a8b.js')}</head>`);
      expect(html).not.toContain('42.00aa11bb.js');
      expect(html).not.toContain('592.46411e8c.js'); // the overlays are for signed-in pages
    }
    expect(await body('/home/register')).toContain(`${script('42.00aa11bb.js')}${script('7.00cc22dd.js')}</head>`);
    expect(await body('/home/forgotpassword')).not.toContain('rel="preload"'); // not a route of any remote
    // Signed in: the owner's page and overlays; the other remotes' overlays and widgets come after the first paint.
    const profile = await body('/auth/profile');
    expect(profile).toContain(script('548.0d0b6e4a.js'));
    expect(profile).toContain(script('592.46411e8c.js'));
    expect(profile).not.toContain('mfe-records');
    const dashboard = await body('/auth/dashboard');
    expect(dashboard).not.toContain('/mfe/');
    const report = await body('/auth/report/12');
    expect(report).toContain(script('31.31313131.js', 'mfe-records'));
    expect(report).not.toContain('592.46411e8c.js'); // mfe-identity's overlay: after the first paint
    expect(report).not.toContain('60.60606060.js'); // widgets only on the dashboard
    expect(await body('/auth/report')).not.toContain('31.31313131.js'); // the route needs its id
    expect(await body('/auth/notification/broadcast')).toContain(script('32.32323232.js', 'mfe-records'));

    // The shell build's own chunks (its page-chunks.json): the signed-in frame and its icons on /auth pages, the
    // dashboard on the dashboard; a build that bundles the remotes too (the monolith) gets its owner's modules from
    // the same file.
    const chunks = path.join(root, 'shell', 'dist', 'page-chunks.json');
    fs.writeFileSync(
      chunks,
      JSON.stringify({
        'shell/src/layout/auth-layout': ['329.aaaaaaaa.js'],
        'shared/src/ui/icon-shapes': ['882.cccccccc.js'],
        'shell/src/dashboard/dashboard.page': ['121.bbbbbbbb.js'],
        'mfe-records/src/latest.widget': ['77.dddddddd.js'],
        'mfe-identity/src/login/login.page': ['78.eeeeeeee.js'],
        'shell/src/elsewhere': ['../../escape.js'],
      }),
    );
    try {
      const shell = (file: string) => `<link rel="preload" href="/${file}" as="script">`;
      const dash = await body('/auth/dashboard');
      expect(dash).toContain(`${shell('329.aaaaaaaa.js')}${shell('882.cccccccc.js')}${shell('121.bbbbbbbb.js')}`);
      expect(dash).not.toContain('77.dddddddd.js'); // a widget: after the first paint
      const other = await body('/auth/profile');
      expect(other).toContain(`${shell('329.aaaaaaaa.js')}${shell('882.cccccccc.js')}`);
      expect(other).not.toContain('121.bbbbbbbb.js');
      const login = await body('/home/login');
      expect(login).toContain(shell('78.eeeeeeee.js'));
      expect(login).not.toContain('329.aaaaaaaa.js');
      expect(login).not.toContain('escape.js');
    } finally {
      fs.rmSync(chunks);
    }
  });

  test("the login page names its banner list and first banner, for the brand and language the browser shows", async () => {
    const links = (html: string) => html.match(/<link rel="preload" href="[^"]*\/content\/[^"]*"[^>]*>/g) ?? [];
    const list = (brand: string, ar = false) =>
      `<link rel="preload" href="http://127.0.0.1:8080/content/${brand}/getwebbanner?banner_for=Login${ar ? '&amp;lang=ar' : ''}" as="fetch" crossorigin="anonymous">`;
    // What the content site answers first, asked the way the login page asks it.
    const first = async (brand: string, ar = false) => {
      const res = await app.app.inject({ url: `/content/${brand}/getwebbanner?banner_for=Login${ar ? '&lang=ar' : ''}` });
      return `<link rel="preload" href="${res.json().data[0].image}" as="image" fetchpriority="high">`;
    };
    const english = { cookie: 'portal_view=burjeel.en' };
    for (const url of ['/', '/home/login', '/home/Login/']) expect(links((await app.app.inject({ url, headers: english })).body)).toEqual([list('burjeel'), await first('burjeel')]);
    // Without the cookie, a first visit: the shell's default language, English.
    const firstVisit = (await app.app.inject({ url: '/home/login' })).body;
    expect(links(firstVisit)).toEqual([list('burjeel'), await first('burjeel')]);
    expect(firstVisit).toContain('<meta name="portal-content-base" content="burjeel ');
    const medeorAr = await app.app.inject({ url: '/home/login', headers: { cookie: 'a=1; portal_view=medeor.ar' } });
    expect(links(medeorAr.body)).toEqual([list('medeor', true), await first('medeor', true)]);
    // With the brand's content base, as fetchwpbase answers it.
    const wpBase = (await app.app.inject({ url: '/api/masterdata/fetchwpbase?brandName=medeor' })).json().data;
    expect(medeorAr.body).toContain(`<meta name="portal-content-base" content="medeor ${wpBase}">`);
    // `?brandName=` wins over the cookie, as in the shell; unknown cookie values are the defaults.
    const llh = await app.app.inject({ url: '/home/login?brandName=llh', headers: { cookie: 'portal_view=medeor.ar' } });
    expect(links(llh.body)).toEqual([list('llh', true), await first('llh', true)]);
    const odd = await app.app.inject({ url: '/home/login', headers: { cookie: 'portal_view=<script>.xx' } });
    expect(links(odd.body)).toEqual([list('burjeel'), await first('burjeel')]);
    const oddBrand = await app.app.inject({ url: '/home/login', headers: { cookie: 'portal_view=<script>.en' } });
    expect(links(oddBrand.body)).toEqual([list('burjeel'), await first('burjeel')]);
    // Other pages do not show the banners; every page names the brand's content base (a first visit's content calls).
    const llhBase = (await app.app.inject({ url: '/api/masterdata/fetchwpbase?brandName=llh' })).json().data;
    for (const url of ['/home/register', '/home/forgotpassword', '/auth/dashboard', '/valet']) {
      const html = (await app.app.inject({ url, headers: { cookie: 'portal_view=burjeel.ar' } })).body;
      expect(links(html)).toEqual([]);
      expect(html).not.toContain('getwebbanner');
      expect(html).toContain(`<meta name="portal-content-base" content="burjeel ${(await app.app.inject({ url: '/api/masterdata/fetchwpbase?brandName=burjeel' })).json().data}">`);
      const llhPage = (await app.app.inject({ url: `${url}?brandName=llh`, headers: { cookie: 'portal_view=medeor.en' } })).body;
      expect(llhPage).toContain(`<meta name="portal-content-base" content="llh ${llhBase}">`);
    }
  });

  test("an Arabic browser gets the page right-to-left from its first byte; any other, as built; both in the brand's colours", async () => {
    const file = path.join(root, 'shell', 'dist', 'index.html');
    const built = fs.readFileSync(file, 'utf8');
    try {
      for (const [html, ar] of [
        ['<!doctype html><html lang=en dir=ltr><head><title>portal shell</title></head><body></body></html>', '<html lang="ar" dir="rtl" data-brand="medeor" style="--portal-primary:'],
        ['<!doctype html><html lang="en" dir="ltr"><head><title>portal shell</title></head><body></body></html>', '<html lang="ar" dir="rtl" data-brand="medeor" style="--portal-primary:'],
      ] as const) {
        fs.writeFileSync(file, html);
        const arabic = await app.app.inject({ url: '/home/register', headers: { cookie: 'portal_view=medeor.ar' } });
        expect(arabic.body).toContain(ar);
        for (const cookie of ['portal_view=medeor.en', 'portal_view=medeor', '']) {
          const other = await app.app.inject({ url: '/home/register', headers: cookie ? { cookie } : {} });
          expect(other.body).toContain(`${html.slice(15, html.indexOf('<head>') - 1)} data-brand="${cookie.startsWith('portal_view=medeor') ? 'medeor' : 'burjeel'}" style="--portal-primary:`);
        }
      }
    } finally {
      fs.writeFileSync(file, built);
    }
  });

  test('a registry being rewritten (not JSON) sends the page without preloads', async () => {
    fs.writeFileSync(path.join(data, 'registry', 'remotes.json'), '{"remotes": {');
    const res = await app.app.inject({ url: '/home/login' });
    expect(res.statusCode).toBe(200);
    expect(withoutContent(res.body)).not.toContain('rel="preload"');
    expect(res.body).not.toContain('portal-remote-preloads');
  });
});
