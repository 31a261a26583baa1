import { ownerOf, remotesForRole, type Registry } from './registry';
import { CONTRACT_VERSION } from '@portal/shared/rules';
import { ENTRY_CONTRACT_VERSION, appFiles, preloadRemotes, remoteEntryOf, remotesForPage, storedRoleId } from './preload';

const registry: Registry = {
  remotes: {
    'mfe-identity': { name: 'mfe_identity', manifest: '/mfe/mfe-identity/1/mf-manifest.json', deployId: '1', routes: { home: ['login', 'otpforlogin', 'sign-up'], auth: ['profile', 'manageFamily'] } },
    'mfe-appointments': { name: 'mfe_appointments', manifest: '/m', deployId: '1', routes: { home: [], auth: ['findDoctor', 'searchDoctorResult/', 'bookappointment'] } },
    'mfe-admin': { name: 'mfe_admin', manifest: '/a', deployId: '1', roles: [2, 3], routes: { home: [], auth: ['analytics', 'notification/BroadcastNotification'] } },
  },
};

test('a public page is owned by the remote that declares it, case-insensitively', () => {
  expect(ownerOf(registry, 'home', 'login')).toBe('mfe-identity');
  expect(ownerOf(registry, 'home', 'sign-up')).toBe('mfe-identity');
  expect(ownerOf(registry, 'auth', 'finddoctor/')).toBe('mfe-appointments');
  expect(ownerOf(registry, 'auth', 'searchDoctorResult/')).toBe('mfe-appointments');
  expect(ownerOf(registry, 'auth', 'notification/BroadcastNotification')).toBe('mfe-admin');
  expect(ownerOf(registry, 'home', 'nothing-here')).toBeUndefined();
});

// The identity, appointments and administration entries above are from before the root area (no `root` list).
const withValet: Registry = {
  remotes: { ...registry.remotes, 'mfe-content': { name: 'mfe_content', manifest: '/c', deployId: '1', routes: { home: [], auth: ['needhelp'], root: ['valet', 'valetauth'] } } },
};

test('a top-level page (root area) is owned by the remote that declares it; entries without that area own none', () => {
  const registry = withValet;
  expect(ownerOf(registry, 'root', '/valet')).toBe('mfe-content');
  expect(ownerOf(registry, 'root', '/ValetAuth')).toBe('mfe-content');
  expect(ownerOf(registry, 'root', '/login')).toBeUndefined();
  expect(ownerOf(registry, 'root', '/')).toBeUndefined();
  // `valet` under /home or /auth is not the valet page.
  expect(ownerOf(registry, 'home', 'valet')).toBeUndefined();
  expect(ownerOf(registry, 'auth', 'valet')).toBeUndefined();
});

test('the administration remote is fetched only for roles 2 and 3', () => {
  expect(remotesForRole(registry, 1)).toEqual(['mfe-identity', 'mfe-appointments']);
  expect(remotesForRole(registry, 2)).toContain('mfe-admin');
  expect(remotesForRole(registry, 3)).toContain('mfe-admin');
});

describe('the remotes a page needs first (their entry files are preloaded)', () => {
  test('a public page: its owner only; / is the login page', () => {
    expect(remotesForPage(registry, '/home/login', null)).toEqual(['mfe-identity']);
    expect(remotesForPage(registry, '/', null)).toEqual(['mfe-identity']);
    expect(remotesForPage(registry, '/home/unknown', null)).toEqual([]);
  });

  test('a top-level page: its owner only, signed in or not; an unknown address: none', () => {
    const registry = withValet;
    expect(remotesForPage(registry, '/valet', null)).toEqual(['mfe-content']);
    expect(remotesForPage(registry, '/valetauth', 1)).toEqual(['mfe-content']);
    expect(remotesForPage(registry, '/no-such-page', null)).toEqual([]);
  });

  test('the authenticated area: every remote of the role, the administration only for roles 2 and 3', () => {
    expect(remotesForPage(registry, '/auth/dashboard', 1)).toEqual(['mfe-identity', 'mfe-appointments']);
    expect(remotesForPage(registry, '/auth/analytics', 3)).toEqual(['mfe-identity', 'mfe-appointments', 'mfe-admin']);
    expect(remotesForPage(registry, '/auth/dashboard', null)).toEqual([]);
  });

  test('with menus and tiles in the registry: only what the page renders (owner, overlays, widgets on the dashboard)', () => {
    const nav = { menu: [], tiles: [] };
    const published: Registry = {
      remotes: {
        'mfe-identity': { ...registry.remotes['mfe-identity']!, nav, overlays: true },
        'mfe-appointments': { ...registry.remotes['mfe-appointments']!, nav, widgets: true },
        'mfe-records': { name: 'mfe_records', manifest: '/r', deployId: '1', nav, routes: { home: [], auth: ['diagnosticReports'] } },
        'mfe-legacy': { name: 'mfe_legacy', manifest: '/l', deployId: '1', routes: { home: [], auth: ['old'] } },
        'mfe-admin': { ...registry.remotes['mfe-admin']!, nav },
      },
    };
    expect(remotesForPage(published, '/auth/dashboard', 1)).toEqual(['mfe-identity', 'mfe-appointments', 'mfe-legacy']);
    expect(remotesForPage(published, '/auth', 3)).toEqual(['mfe-identity', 'mfe-appointments', 'mfe-legacy']);
    expect(remotesForPage(published, '/auth/diagnosticReports', 1)).toEqual(['mfe-identity', 'mfe-records', 'mfe-legacy']);
    expect(remotesForPage(published, '/auth/findDoctor', 1)).toEqual(['mfe-identity', 'mfe-appointments', 'mfe-legacy']);
    expect(remotesForPage(published, '/auth/analytics', 3)).toEqual(['mfe-identity', 'mfe-legacy', 'mfe-admin']);
    expect(remotesForPage(published, '/auth/analytics', 1)).toEqual(['mfe-identity', 'mfe-legacy']);
  });

  test('the role comes from the stored session, none when signed out', () => {
    localStorage.clear();
    expect(storedRoleId()).toBeNull();
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ roleId: 3 }));
    expect(storedRoleId()).toBe(3);
    localStorage.setItem('user', '{broken');
    expect(storedRoleId()).toBeNull();
    localStorage.clear();
  });

  test('one preload of each remote entry, never twice, none for one the page names already', () => {
    const withEntry: Registry = { ...registry, remotes: { ...registry.remotes, 'mfe-content': { name: 'mfe_content', manifest: '/c/mf-manifest.json', entry: '/c/entry/remote.js', deployId: '1' } } };
    // The server named this one in the page, relative; the entry file's preload would be the same address.
    const named = document.createElement('link');
    named.rel = 'preload';
    named.href = '/mfe/mfe-admin/1/remoteEntry.js';
    document.head.appendChild(named);
    const admin = { ...withEntry.remotes['mfe-admin']!, manifest: '/mfe/mfe-admin/1/mf-manifest.json' };
    const all = { remotes: { ...withEntry.remotes, 'mfe-admin': admin } };
    preloadRemotes(all, ['mfe-identity', 'mfe-identity', 'mfe-admin']);
    preloadRemotes(all, ['mfe-identity', 'nowhere', 'mfe-content']);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].filter((l) => l !== named);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/mfe/mfe-identity/1/remoteEntry.js', '/c/entry/remote.js']);
    for (const link of links) expect(link).toHaveAttribute('as', 'script');
    named.remove();
    links.forEach((l) => l.remove());
  });

  test('the remote entry of a registry entry: the one the deploy step wrote, else remoteEntry.js next to the manifest', () => {
    expect(remoteEntryOf({ manifest: '/mfe/mfe-identity/1/mf-manifest.json' })).toBe('/mfe/mfe-identity/1/remoteEntry.js');
    expect(remoteEntryOf({ manifest: 'http://localhost:3001/mf-manifest.json' })).toBe('http://localhost:3001/remoteEntry.js');
    expect(remoteEntryOf({ manifest: '/mfe/x/1/mf-manifest.json', entry: '/mfe/x/1/entry/e.js' })).toBe('/mfe/x/1/entry/e.js');
  });

  test('the files a manifest names for ./app: the remote entry and the sync scripts, relative to the manifest or the public path', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'widgets', path: './widgets', assets: { js: { sync: ['w.js'] } } },
        { name: 'app', path: './app', assets: { js: { sync: ['__federation_expose_app.1.js'], async: ['29.js'] } } },
      ],
    };
    expect(appFiles('http://portal.test/mfe/mfe-identity/1/mf-manifest.json', manifest)).toEqual([
      'http://portal.test/mfe/mfe-identity/1/remoteEntry.js',
      'http://portal.test/mfe/mfe-identity/1/__federation_expose_app.1.js',
    ]);
    expect(appFiles('http://portal.test/m/mf-manifest.json', { metaData: { publicPath: 'https://cdn.test/x/', remoteEntry: { name: 'e.js', path: 'entry' } } })).toEqual([
      'https://cdn.test/x/entry/e.js',
    ]);
    expect(appFiles('http://portal.test/m/mf-manifest.json', {})).toEqual([]);
  });

  test("the entry file's contract version is the shared one", () => {
    expect(ENTRY_CONTRACT_VERSION).toBe(CONTRACT_VERSION);
  });
});

test('a route path matches a page address as the router matches it: any case, parameters, a splat, optional parts', async () => {
  const { routeMatches, routeOf } = await import('@portal/shared/registry');
  expect(routeMatches('login', 'login')).toBe(true);
  expect(routeMatches('login', 'LOGIN/')).toBe(true);
  expect(routeMatches('login', 'login/x')).toBe(false);
  expect(routeMatches('notification/BroadcastNotification', 'notification/broadcastnotification')).toBe(true);
  expect(routeMatches('notification/BroadcastNotification', 'notification')).toBe(false);
  expect(routeMatches('report/:id', 'report/12')).toBe(true);
  expect(routeMatches('report/:id', 'report')).toBe(false);
  expect(routeMatches('report/:id?', 'report')).toBe(true);
  expect(routeMatches('files/*', 'files/a/b')).toBe(true);
  expect(routeMatches('files/*', 'other/a')).toBe(false);
  expect(routeOf('/')).toEqual(['home', 'login']);
  expect(routeOf('/home/Register')).toEqual(['home', 'Register']);
  expect(routeOf('/auth/dashboard')).toEqual(['auth', 'dashboard']);
  expect(routeOf('/valet')).toEqual(['root', '/valet']);
});

test("the shell modules the server preloads for a page are the ones the shell loads lazily (SHELL_PAGE_MODULES)", async () => {
  const { SHELL_PAGE_MODULES, shellPageModules } = await import('@portal/shared/registry');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const repo = path.join(__dirname, '..', '..', '..');
  // Each is the module of a lazy import: app.tsx's pages, @portal/shared/ui's icon shapes (icon.tsx).
  const importers: Record<string, string> = { shell: 'shell/src/app.tsx', shared: 'shared/src/ui/icon.tsx' };
  for (const module of Object.values(SHELL_PAGE_MODULES)) {
    const importer = importers[module.split('/')[0]!]!;
    const relative = path.relative(path.dirname(path.join(repo, importer)), path.join(repo, module));
    expect(fs.readFileSync(path.join(repo, importer), 'utf8')).toContain(`import('./${relative}')`);
  }
  expect(shellPageModules('/home/login')).toEqual([]);
  expect(shellPageModules('/auth/profile')).toEqual([SHELL_PAGE_MODULES.authLayout, SHELL_PAGE_MODULES.icons]);
  expect(shellPageModules('/auth')).toEqual([SHELL_PAGE_MODULES.authLayout, SHELL_PAGE_MODULES.icons, SHELL_PAGE_MODULES.dashboard]);
});
