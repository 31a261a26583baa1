import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

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
  reply.header('Cache-Control', NO_CACHE);
  void reply.sendFile('index.html', root, { cacheControl: false });
  return true;
}

export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const deployments = deploymentsRoot(config);
  fs.mkdirSync(deployments, { recursive: true });

  await app.register(fastifyStatic, {
    root: shellRoot(config),
    prefix: '/',
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
