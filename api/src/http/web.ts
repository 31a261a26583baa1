import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { CONTRACT_VERSION } from '@portal/shared/contracts';
import { appFiles, isSignedInPath, ownerOf, remotesForEveryone, type ManifestLike, type Registry } from '@portal/shared/registry';

/**
 * The embedded web server: the built shell at `/` (with the SPA fallback), the registry of live remote
 * deployments at `/registry/remotes.json` and each deployment's files at `/mfe/<remote>/<deployId>/`.
 * A deployment folder is named by its content hash and never changes once written, so every file in it,
 * its manifest and remote entry included, is cached for a year (`immutable`); what changes on a deploy or a
 * rollback is the registry, revalidated on every request (`no-cache`), as README "Deploy a remote" says.
 */

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that belong to the server, never to the shell's client-side router. */
const SERVER_PREFIXES = ['/api', '/content', '/idp', '/mfe', '/registry', '/video', '/payment'];
/** `main.3f9a1c2b.js`, `chunk-3f9a1c2b.css`: webpack's [contenthash] in the name. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function shellRoot(config: Config): string {
  return path.join(config.PORTAL_WEB_ROOT, 'shell', 'dist');
}
export function deploymentsRoot(config: Config): string {
  return path.join(config.PORTAL_DATA_DIR, 'deployments');
}
export function registryFile(config: Config): string {
  return path.join(config.PORTAL_DATA_DIR, 'registry', 'remotes.json');
}

export function isServerPath(urlPath: string): boolean {
  return SERVER_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
}

/**
 * Called by the app's not-found handler: a GET for a client-side route (not a server path, not a file)
 * gets the shell's index.html so that deep links and reloads work. Returns false when it does not apply.
 */
export function spaFallback(req: FastifyRequest, reply: FastifyReply, config: Config): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const urlPath = req.url.split('?')[0]!;
  if (isServerPath(urlPath)) return false;
  const last = urlPath.split('/').pop() ?? '';
  if (last.includes('.')) return false; // a missing file stays a 404
  const root = shellRoot(config);
  if (!fs.existsSync(path.join(root, 'index.html'))) return false;
  void sendShellPage(reply, config, urlPath);
  return true;
}

/** Where the shell's index.html asks for the remotes' preloads (scripts/webpack-config.cjs writes it). */
const PRELOADS_MARKER = /<meta name="?portal-remote-preloads"?\s*\/?>/;

/**
 * The shell's index.html for a page, with `<link rel="preload">` for what that page's remotes need (the
 * manifest, the remote entry and the synchronous scripts of `./app`, @portal/shared/registry's rules) in
 * place of the marker. Without them those files are asked for only once main.js has arrived and run and has
 * read the registry: three round trips later. The shell's entry file adds the ones it knows more of (the
 * remotes of a signed-in user's role). A page built without the marker (the monolith comparison build) is
 * sent as it is.
 */
async function sendShellPage(reply: FastifyReply, config: Config, urlPath: string): Promise<void> {
  try {
    const html = await fs.promises.readFile(path.join(shellRoot(config), 'index.html'), 'utf8');
    const page = PRELOADS_MARKER.test(html) ? html.replace(PRELOADS_MARKER, await remotePreloads(config, urlPath)) : html;
    await reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(page);
  } catch (err) {
    reply.log.error({ err }, 'shell page');
    await reply.code(500).type('text/plain; charset=utf-8').send('The portal could not be loaded. Please try again.');
  }
}

/** Parsed manifests by file: a deployment folder never changes once written (see the top of this file). */
const manifests = new Map<string, ManifestLike | null>();

async function remotePreloads(config: Config, urlPath: string): Promise<string> {
  let registry: Registry;
  try {
    registry = JSON.parse(await fs.promises.readFile(registryFile(config), 'utf8')) as Registry;
  } catch {
    return ''; // nothing deployed yet, or the registry is being replaced: the entry file finds out itself
  }
  const deployments = deploymentsRoot(config);
  const links: string[] = [];
  // On a signed-in page the shell's frame paints first and only the page's owner draws the page: the other
  // remotes (menu entries, tiles, widgets) are fetched at low priority, after the shell's own files.
  const auth = isSignedInPath(urlPath);
  const owner = auth ? ownerOf(registry, 'auth', urlPath.replace(/^\/auth\/?/i, '')) : undefined;
  for (const dir of remotesForEveryone(registry, urlPath)) {
    const entry = registry.remotes[dir];
    // Only deployments this server holds, checked against the contract this shell knows (registry.ts refuses
    // the others unseen, so their code must not be fetched).
    if (!entry?.manifest.startsWith('/mfe/') || (entry.contract !== undefined && entry.contract !== CONTRACT_VERSION)) continue;
    const file = path.resolve(deployments, decodeURIComponent(entry.manifest.slice('/mfe/'.length)));
    if (!file.startsWith(deployments + path.sep)) continue;
    if (!manifests.has(file)) {
      if (manifests.size > 200) manifests.clear();
      manifests.set(file, await fs.promises.readFile(file, 'utf8').then((text) => JSON.parse(text) as ManifestLike, () => null));
    }
    const manifest = manifests.get(file);
    if (!manifest) continue;
    // The same attributes as the entry file's preloads and the runtime's requests, or the browser fetches twice.
    const priority = auth && dir !== owner ? ' fetchpriority="low"' : '';
    links.push(`<link rel="preload" href="${attr(entry.manifest)}" as="fetch" crossorigin="anonymous"${priority}>`);
    const origin = 'http://portal.invalid';
    for (const url of appFiles(origin + entry.manifest, manifest)) {
      if (url.startsWith(`${origin}/`)) links.push(`<link rel="preload" href="${attr(url.slice(origin.length))}" as="script"${priority}>`);
    }
  }
  return links.join('');
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const deployments = deploymentsRoot(config);
  fs.mkdirSync(deployments, { recursive: true });

  await app.register(fastifyStatic, {
    root: shellRoot(config),
    prefix: '/',
    // `/` is a page like any other (the route below): its index.html gets the page's preloads.
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
      res.setHeader('Cache-Control', HASHED.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE);
    },
  });

  await app.register(fastifyStatic, {
    root: deployments,
    prefix: '/mfe/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(res: { setHeader(name: string, value: string): unknown }) {
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });

  // `/` is a page like any other: the static files above leave it (index: false) to the shell page.
  app.get('/', { schema: { hide: true } }, async (req, reply) => {
    if (!spaFallback(req, reply, config)) return reply.callNotFound();
    return reply;
  });

  // Read on every request: a deploy or a rollback rewrites this file and takes effect on the next page load.
  app.get('/registry/remotes.json', { schema: { hide: true } }, async (_req, reply) => {
    let body: Buffer;
    try {
      body = await fs.promises.readFile(registryFile(config));
    } catch (err: any) {
      if (err?.code === 'ENOENT') {
        return reply.code(404).send({ message: { status: 'NotFound', message: 'No remote is deployed yet' }, data: null });
      }
      throw err;
    }
    return reply.header('Cache-Control', NO_CACHE).type('application/json; charset=utf-8').send(body);
  });
}
