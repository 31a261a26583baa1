import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let webRoot: string;
let dataDir: string;

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

  test('the server sends the cache headers the README tells a CDN to send', async () => {
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Deploy a remote'));
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
