import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { CONTRACT_VERSION } from '@portal/shared/contracts';
import {
  PAGE_FILES,
  appFiles,
  deploymentFiles,
  dialogOwner,
  pageOwner,
  pageModules,
  remotesForEveryone,
  routeOf,
  shellPageModules,
  isDashboardPath,
  type ManifestLike,
  type PageFiles,
  type Registry,
} from '@portal/shared/registry';
import { CONTENT_BASE_META, DEFAULT_BRAND, VIEW_COOKIE, readViewCookie, resolveBrand, themeCssVariables, themeFor } from '@portal/shared/brand';
import type { BrandName } from '@portal/shared/rules';
import { contentBaseFor } from '../modules/masterdata/service.js';
import { FirstViewRenderer, REMOTE_SERVER_APP, SHELL_RENDERER, withFirstView, type FirstViewPage } from './first-view.js';

/**
 * The embedded web server: the built shell at `/` (with the SPA fallback), the registry of live remote
 * deployments at `/registry/remotes.json` and each deployment's files at `/mfe/<remote>/<deployId>/`.
 * A deployment folder is named by its content hash and never changes once written, so every file in it,
 * its manifest and remote entry included, is cached for a year (`immutable`); what changes on a deploy or a
 * rollback is the registry, revalidated on every request (`no-cache`), as docs/architecture.md ("Deployments and the registry") says.
 */

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that belong to the server, never to the shell's client-side router. */
const SERVER_PREFIXES = ['/api', '/content', '/idp', '/mfe', '/registry', '/video', '/payment'];
/**
 * The builds write `<file>.br` beside each script and stylesheet (brotli at its highest quality, once, at build
 * time: compression-webpack-plugin in @portal/build); both static roots send it to a browser that accepts
 * brotli, and the file itself, compressed per response, to one that does not.
 */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
/**
 * A precompressed answer varies on Accept-Encoding, so that a shared cache does not hand the brotli file to a
 * browser that cannot read it (@fastify/compress says so itself on the answers it compresses).
 */
function varyIfPrecompressed(reply: FastifyReply, filePath: string): void {
  if (PRECOMPRESSED_SUFFIX.test(filePath)) reply.header('Vary', 'Accept-Encoding');
}
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
  void sendShellPage(req, reply, config, urlPath);
  return true;
}

/** Where the shell's index.html asks for the remotes' preloads (@portal/build writes it). */
const PRELOADS_MARKER = /<meta name="?portal-remote-preloads"?\s*\/?>/;

/**
 * The shell's index.html for a page, with `<link rel="preload">` for the code that page runs first, so that the
 * browser asks for it with the page instead of once main.js has arrived, run and read the registry (three round
 * trips later), then the remote entry and `./app` (two more):
 * - in place of the marker (the federated shell's index.html), the remote entry, `./app` scripts and page
 *   scripts (its route's page, its overlays) of the page's owner, from the live deployment (@portal/shared/registry's
 *   rules; the entry file adds a role-limited owner for a signed-in user). The page's other remotes (the others'
 *   overlays, the dashboard's widgets) are not named: they are fetched once the page has painted (pageOwner). A
 *   page the server drew names none: it has painted without them;
 * - before `</head>`, the shell build's own lazy chunks the page needs (the signed-in frame, the dashboard; in the
 *   monolith comparison build, whose shell has no marker, also the remotes' code, which is in that build), then the
 *   brand's content-site base and the login page's banners (contentPreloads).
 */
async function sendShellPage(req: FastifyRequest, reply: FastifyReply, config: Config, urlPath: string): Promise<void> {
  try {
    const root = shellRoot(config);
    const html = await readShellFile(path.join(root, 'index.html'), (text) => text);
    const remotes = await liveRemotes(config, urlPath);
    const view = readViewCookie(req.headers.cookie);
    const content = await pageContent(req, config, urlPath, view);
    const first = await firstView(req, config, urlPath, view, content);
    // A page the server drew paints without its remote's code, which it needs only to become the page's own
    // (hydration) once main.js has run: main.js asks for it then, so that it does not share the network with what
    // the paint needs (the stylesheet, the banner) nor with main.js.
    const drawn = first?.kind === 'page';
    const withRemotes = PRELOADS_MARKER.test(html) ? html.replace(PRELOADS_MARKER, drawn ? '' : remotePreloads(remotes)) : html;
    const chunks = await readShellFile(path.join(root, PAGE_CHUNKS), (text) => JSON.parse(text) as Record<string, string[]>).catch(() => ({}));
    const withPreloads = forView(withRemotes.replace('</head>', `${shellBuildPreloads(chunks, remotes, urlPath)}${contentPreloads(content, drawn)}</head>`), content.brand, view.lang);
    const page = first ? withFirstView(withPreloads, first.markup, first.page, first.kind, drawn ? content.answers : undefined) : withPreloads;
    await reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(page);
  } catch (err) {
    reply.log.error({ err }, 'shell page');
    await reply.code(500).type('text/plain; charset=utf-8').send('The portal could not be loaded. Please try again.');
  }
}

/** What a browser without JavaScript reads above the page in Arabic (the shell's index.html has the English). */
const NOSCRIPT_AR = 'تحتاج هذه البوابة إلى JavaScript.';

/**
 * The page's `<html>` for the brand and language the browser shows (`?brandName=`, the `portal_view` cookie): the
 * brand's colours as the CSS variables the design system's tokens read where they are declared, on `<html>`
 * (@portal/shared/brand themeCssVariables; the shell's provider sets the same once it runs), so a page drawn by the
 * server has them before any script; an Arabic page is right-to-left from its first byte, before the shell's code
 * sets the same attributes (@portal/shared/i18n), and its `<noscript>` line is Arabic.
 */
function forView(html: string, brand: BrandName, lang: string | undefined): string {
  const style = Object.entries(themeCssVariables(themeFor(brand)))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const page = html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const inLang = lang === 'ar' ? attributes.replace(/\blang=("?)en\1/i, 'lang="ar"').replace(/\bdir=("?)ltr\1/i, 'dir="rtl"') : attributes;
    return `<html${inLang} data-brand="${attr(brand)}" style="${attr(style)}">`;
  });
  return lang === 'ar' ? page.replace(/(<noscript>(?:<p\b[^>]*>)?)[^<]*/i, (_text, open: string) => `${open}${NOSCRIPT_AR}`) : page;
}

/**
 * The page's first view (docs/architecture.md "The first view from the server"), for the brand and language this
 * browser shows: on a public page its owner's live deployment names in the registry's `firstView`, the page's markup,
 * rendered by the shell's renderer with that deployment's server build (first-view.ts); on an /auth page, the
 * signed-in frame without a session (the shell's renderer alone). A render that fails or is slow sends the page
 * without it, as the browser draws it then (logged, and not tried again for a minute).
 */
async function firstView(
  req: FastifyRequest,
  config: Config,
  urlPath: string,
  view: ReturnType<typeof readViewCookie>,
  content: PageContent,
): Promise<{ markup: string; page: FirstViewPage; kind: 'page' | 'frame' } | null> {
  const [area, rest] = routeOf(urlPath);
  if (area !== 'home' && area !== 'auth') return null;
  let registry: Registry;
  try {
    registry = JSON.parse(await fs.promises.readFile(registryFile(config), 'utf8')) as Registry;
  } catch {
    return null;
  }
  const search = req.url.split('?')[1] ?? '';
  const page: FirstViewPage = { url: search ? `${urlPath}?${search}` : urlPath, brand: content.brand, lang: view.lang === 'ar' ? 'ar' : 'en' };
  const shellFile = path.join(shellRoot(config), SHELL_RENDERER);
  // A shell without a renderer (not built with one, or the monolith comparison build): the page as built.
  const stat = await fs.promises.stat(shellFile).catch(() => null);
  if (!stat) return null;
  const shellBuild = `${stat.mtimeMs}:${stat.size}`;

  if (area === 'auth') {
    const hospital = dialogOwner(registry, Object.keys(registry.remotes), 'choose-hospital') !== undefined;
    // One drawing per brand, language and kind of page (the dashboard's, every other's).
    const markup = await rendered(req, `${shellBuild}|frame`, `${page.brand}|${page.lang}|${hospital}|${isDashboardPath(urlPath)}`, () => [shellFile, null, null], (r) => r.renderFrame(page, registry, FIRST_VIEW_MS), { page: urlPath });
    return markup === null ? null : { markup, page, kind: 'frame' };
  }

  const owner = pageOwner(registry, urlPath);
  const entry = owner ? registry.remotes[owner] : undefined;
  const route = `home/${rest.replace(/\/+$/, '')}`.toLowerCase();
  if (!owner || !entry?.firstView?.some((r) => r.toLowerCase() === route)) return null;
  if (!entry.manifest.startsWith('/mfe/') || (entry.contract !== undefined && entry.contract !== CONTRACT_VERSION)) return null;
  const deployments = deploymentsRoot(config);
  const manifestFile = path.resolve(deployments, decodeURIComponent(entry.manifest.slice('/mfe/'.length)));
  if (!manifestFile.startsWith(deployments + path.sep)) return null;
  const appFile = path.join(path.dirname(manifestFile), REMOTE_SERVER_APP);
  // The content answers are part of what is drawn: another answer (a banner changed on the content site) is another page.
  const answers = JSON.stringify(content.answers);
  const markup = await rendered(req, `${shellBuild}|${appFile}`, `${page.brand}|${page.lang}|${page.url}|${answers}`, () => [shellFile, owner, appFile], (r) => r.render(page, registry, FIRST_VIEW_MS, content), {
    page: urlPath,
    remote: owner,
    deployId: entry.deployId,
  });
  return markup === null ? null : { markup, page, kind: 'page' };
}

/**
 * A render of one renderer instance (a shell build, and the owner's deployment for a public page), kept by `key`;
 * null when it fails (logged; that instance is not tried again for a minute).
 */
async function rendered(
  req: FastifyRequest,
  instance: string,
  key: string,
  files: () => ConstructorParameters<typeof FirstViewRenderer>,
  render: (renderer: FirstViewRenderer) => Promise<string>,
  about: Record<string, unknown>,
): Promise<string | null> {
  try {
    if ((failedViews.get(instance) ?? 0) > Date.now()) return null;
    const cacheKey = `${instance}|${key}`;
    let markup = firstViews.get(cacheKey);
    if (markup === undefined) {
      markup = await render(rendererFor(instance, files));
      if (firstViews.size >= 200) firstViews.delete(firstViews.keys().next().value!);
      firstViews.set(cacheKey, markup);
    }
    return markup;
  } catch (err) {
    failedViews.set(instance, Date.now() + 60_000);
    renderers.delete(instance);
    req.log.warn({ err, ...about }, 'first view not rendered: the page goes out without it');
    return null;
  }
}

/** Longest a first view may take to render (the first one of a new deployment loads its server build). */
const FIRST_VIEW_MS = 5_000;
/** Rendered first views, by renderer instance, brand, language and address. */
const firstViews = new Map<string, string>();
/** Renderer instances (shell build × owner deployment) whose render failed, until when they are not tried. */
const failedViews = new Map<string, number>();
/** One renderer per shell build and owner deployment: a deploy or a rollback takes effect on the next page. */
const renderers = new Map<string, FirstViewRenderer>();
function rendererFor(instance: string, files: () => ConstructorParameters<typeof FirstViewRenderer>): FirstViewRenderer {
  let renderer = renderers.get(instance);
  if (!renderer) {
    renderer = new FirstViewRenderer(...files());
    if (renderers.size >= 4) renderers.delete(renderers.keys().next().value!);
    renderers.set(instance, renderer);
  }
  return renderer;
}

/** A build's modules and the script files each `import()` of them loads (@portal/build writes it). */
const PAGE_CHUNKS = 'page-chunks.json';

/**
 * A file of the shell's build, read and parsed once per version: the shell is rebuilt in place (`pnpm build`,
 * `pnpm dev`), so a change of size or modification time reads it again; every page request only stats it.
 */
const shellFiles = new Map<string, { mtimeMs: number; size: number; value: unknown }>();
async function readShellFile<T>(file: string, parse: (text: string) => T): Promise<T> {
  const stat = await fs.promises.stat(file);
  const known = shellFiles.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.value as T;
  const value = parse(await fs.promises.readFile(file, 'utf8'));
  shellFiles.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
  return value;
}

/** Parsed JSON files of deployments (manifests, page files): a deployment folder never changes once written (see the top of this file). */
const deploymentJson = new Map<string, unknown>();
async function readDeploymentJson<T>(file: string): Promise<T | null> {
  if (!deploymentJson.has(file)) {
    if (deploymentJson.size > 400) deploymentJson.clear();
    deploymentJson.set(file, await fs.promises.readFile(file, 'utf8').then((text) => JSON.parse(text) as T, () => null));
  }
  return deploymentJson.get(file) as T | null;
}

/** A remote the page needs, with its live deployment's manifest and page files, and the page's modules of it. */
interface PageRemote {
  dir: string;
  manifestUrl: string;
  manifest: ManifestLike;
  files: PageFiles;
  /** `./app` and the page's modules of this remote (pageModules). */
  modules: string[];
}

async function liveRemotes(config: Config, urlPath: string): Promise<PageRemote[]> {
  let registry: Registry;
  try {
    registry = JSON.parse(await fs.promises.readFile(registryFile(config), 'utf8')) as Registry;
  } catch {
    return []; // nothing deployed yet, or the registry is being replaced: the entry file finds out itself
  }
  const deployments = deploymentsRoot(config);
  // Only the page's owner: the page's other remotes are fetched once it has painted (pageOwner).
  const owner = pageOwner(registry, urlPath);
  const remotes: PageRemote[] = [];
  for (const dir of remotesForEveryone(registry, urlPath).filter((d) => d === owner)) {
    const entry = registry.remotes[dir];
    // Only deployments this server holds, checked against the contract this shell knows (registry.ts refuses
    // the others unseen, so their code must not be fetched).
    if (!entry?.manifest.startsWith('/mfe/') || (entry.contract !== undefined && entry.contract !== CONTRACT_VERSION)) continue;
    const file = path.resolve(deployments, decodeURIComponent(entry.manifest.slice('/mfe/'.length)));
    if (!file.startsWith(deployments + path.sep)) continue;
    const manifest = await readDeploymentJson<ManifestLike>(file);
    if (!manifest) continue;
    const files = (await readDeploymentJson<PageFiles>(path.join(path.dirname(file), PAGE_FILES))) ?? {};
    const modules = [...(files.app ? [files.app] : []), ...pageModules(registry, dir, urlPath, files)];
    remotes.push({ dir, manifestUrl: entry.manifest, manifest, files, modules });
  }
  return remotes;
}

const scriptPreload = (href: string) => `<link rel="preload" href="${attr(href)}" as="script">`;

/** The federated shell's marker: each remote's remote entry, `./app` and page scripts. */
function remotePreloads(remotes: PageRemote[]): string {
  const origin = 'http://portal.invalid';
  return remotes
    .flatMap(({ manifestUrl, manifest, files, modules }) => {
      // Not the manifest: the shell registers the remote entry with the federation runtime, which reads no manifest.
      const links: string[] = [];
      const scripts = new Set([...appFiles(origin + manifestUrl, manifest), ...deploymentFiles(origin + manifestUrl, manifest, files, modules)]);
      for (const url of scripts) if (url.startsWith(`${origin}/`)) links.push(scriptPreload(url.slice(origin.length)));
      return links;
    })
    .join('');
}

/**
 * The shell build's own chunks the page needs (shellPageModules), and any of the page's remote modules that are
 * part of that build (only in the monolith comparison build, which bundles the remotes' sources).
 */
function shellBuildPreloads(chunks: Record<string, string[]>, remotes: PageRemote[], urlPath: string): string {
  const seen = new Set<string>();
  const links: string[] = [];
  const add = (modules: string[]) => {
    for (const file of modules.flatMap((m) => chunks[m] ?? [])) {
      if (seen.has(file) || !/^[\w.-]+\.js$/.test(file)) continue;
      seen.add(file);
      links.push(scriptPreload(`/${file}`));
    }
  };
  add(shellPageModules(urlPath));
  for (const r of remotes) add(r.modules);
  return links.join('');
}

/** Content-site answers the shell page names, by address: asked for at most once a minute. */
const contentAnswers = new Map<string, { at: number; value: Promise<unknown> }>();
const CONTENT_ANSWER_MS = 60_000;

/** A content-site answer's `data`, through this server when the content site is the embedded one; null when it fails or is slow. */
function contentData(req: FastifyRequest, config: Config, url: string): Promise<unknown> {
  const known = contentAnswers.get(url);
  if (known && Date.now() - known.at < CONTENT_ANSWER_MS) return known.value;
  const value = (async () => {
    const body =
      config.CONTENT_ADAPTER === 'embedded'
        ? await req.server.inject({ url: new URL(url).pathname + new URL(url).search }).then((res) => (res.statusCode === 200 ? res.json() : null))
        : await fetch(url, { signal: AbortSignal.timeout(500) }).then((res) => (res.ok ? res.json() : null));
    return body && String(body.status).toLowerCase() === 'success' ? body.data : null;
  })().catch(() => null);
  if (contentAnswers.size > 50) contentAnswers.clear();
  contentAnswers.set(url, { at: Date.now(), value });
  return value;
}

/** The brand's content-site base for a page, and the content-site answers it is drawn with, by address. */
interface PageContent {
  brand: BrandName;
  base: string;
  answers: Record<string, unknown>;
}

/**
 * The brand's content-site base (as `fetchwpbase` answers it) for the brand this browser shows (`?brandName=`,
 * then the `portal_view` cookie, then the default; @portal/shared/brand); on the login page also its banner list,
 * whose first banner is the page's largest paint. The address is the one the login page asks for (mfe-identity's
 * banner.api.ts through @portal/shared/api's contentGet), so the list the first view is drawn with is the one the
 * browser finds in the page (knownContent).
 */
async function pageContent(req: FastifyRequest, config: Config, urlPath: string, view: ReturnType<typeof readViewCookie>): Promise<PageContent> {
  const brand = resolveBrand(req.url.split('?')[1] ?? '', view.brand);
  const base = contentBaseFor(config, brand);
  const [area, rest] = routeOf(urlPath);
  if (area !== 'home' || rest.replace(/\/+$/, '').toLowerCase() !== 'login') return { brand, base, answers: {} };
  // Without the cookie the page is a first visit's, which shows English (the shell's default language).
  const list = `${base.replace(/\/+$/, '')}/getwebbanner?banner_for=Login${view.lang === 'ar' ? '&lang=ar' : ''}`;
  const banners = await contentData(req, config, list);
  return { brand, base, answers: banners === null ? {} : { [list]: banners } };
}

/**
 * What the page names in its `<head>` of the content site: on every page the brand's base, so a first visit's
 * content calls need not wait for `fetchwpbase` (@portal/shared/api contentBase); on the login page its first
 * banner, the page's largest paint, and, when the page is not drawn with them (a session, or a first view not
 * rendered), the answers its code will ask for.
 */
function contentPreloads({ brand, base, answers }: PageContent, drawn: boolean): string {
  const links = [`<meta name="${CONTENT_BASE_META}" content="${attr(`${brand} ${base}`)}">`];
  for (const [address, answer] of Object.entries(answers)) {
    if (!drawn) links.push(`<link rel="preload" href="${attr(address)}" as="fetch" crossorigin="anonymous">`);
    const first = Array.isArray(answer) ? (answer[0] as { image?: unknown } | undefined) : undefined;
    if (typeof first?.image === 'string' && /^(https?:\/\/|\/)/.test(first.image)) links.push(`<link rel="preload" href="${attr(first.image)}" as="image" fetchpriority="high">`);
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
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', HASHED.test(path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '')) ? IMMUTABLE : NO_CACHE);
      varyIfPrecompressed(reply, filePath);
    },
  });

  await app.register(fastifyStatic, {
    root: deployments,
    prefix: '/mfe/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', IMMUTABLE);
      varyIfPrecompressed(reply, filePath);
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

/**
 * The first page after a start loads the shell's renderer and the owner's server build (a second or two): asked
 * here, once the server listens, for the pages most visitors open first, in both languages (startServer). Failures
 * are the pages' own to log.
 */
export async function warmFirstViews(app: FastifyInstance): Promise<void> {
  for (const url of ['/home/login', '/auth/dashboard'])
    for (const lang of ['en', 'ar']) await app.inject({ url, headers: { cookie: `${VIEW_COOKIE}=${DEFAULT_BRAND}.${lang}` } }).catch(() => undefined);
}
