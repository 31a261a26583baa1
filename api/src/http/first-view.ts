import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { KNOWN_CONTENT_ID } from '@portal/shared/brand';

/**
 * The first view from the server (docs/architecture.md "The first view from the server"): a public page's markup,
 * rendered by the shell's renderer (`<shell dist>/server/render.cjs`) with the page owner's `./app` from its live
 * deployment's server build (`<deployment>/server/app.cjs`). Nothing here knows React: the two builds are loaded as
 * CommonJS files, the remote's `require()` of a singleton answered by the shell's renderer (its `shared`), so that the
 * page renders with one React, one router, one i18next and one @portal/shared, as in the browser.
 *
 * No import of the rest of the API: the deploy step's render check (scripts/render-check.mts) uses it too.
 */

export interface ShellRenderer {
  shared: Record<string, unknown>;
  renderFirstView(request: {
    url: string;
    brand: string;
    lang: 'en' | 'ar';
    registry: unknown;
    app: (dir: string) => Promise<{ default: unknown }>;
    content?: FirstViewContent;
    timeoutMs?: number;
  }): Promise<string>;
  /** The signed-in frame without a session (absent from a shell built before it had one). */
  renderSignedInFrame?(request: { brand: string; lang: 'en' | 'ar'; url?: string; registry: unknown; timeoutMs?: number }): Promise<string>;
}

export const SHELL_RENDERER = path.join('server', 'render.cjs');
export const REMOTE_SERVER_APP = path.join('server', 'app.cjs');

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** Evaluates a CommonJS file with its own `require`: every load is a new instance of the module and what it bundles. */
function evaluate(file: string, requireOf: (request: string) => unknown): unknown {
  const code = fs.readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file }) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, requireOf, module, file, path.dirname(file));
  return module.exports;
}

/** A new instance of the shell's renderer: its own React, stores and caches (one per shell build and remote deployment). */
export function loadShellRenderer(file: string): ShellRenderer {
  const nodeRequire = createRequire(file);
  const exports = evaluate(file, (request) => {
    if (builtins.has(request)) return nodeRequire(request);
    throw new Error(`the shell's renderer requires '${request}', which it should bundle`);
  }) as Partial<ShellRenderer>;
  if (typeof exports.renderFirstView !== 'function' || !exports.shared) throw new Error(`${file} is not the shell's renderer (no renderFirstView and shared)`);
  return exports as ShellRenderer;
}

/** A remote's `./app` from its server build, its singletons from the shell's renderer. */
export function loadRemoteServerApp(file: string, renderer: ShellRenderer): { default: unknown } {
  const nodeRequire = createRequire(file);
  const exports = evaluate(file, (request) => {
    if (Object.prototype.hasOwnProperty.call(renderer.shared, request)) return renderer.shared[request];
    if (builtins.has(request)) return nodeRequire(request);
    throw new Error(`${path.basename(path.dirname(path.dirname(file)))}'s server build requires '${request}', which the shell does not share`);
  }) as { default?: unknown };
  return { default: exports.default ?? exports };
}

export interface FirstViewPage {
  url: string;
  brand: string;
  lang: 'en' | 'ar';
}

/** The brand's content-site base and the content-site answers a page is drawn with, by address (the login banners). */
export interface FirstViewContent {
  base: string;
  answers: Record<string, unknown>;
}

/**
 * Renders pages with one instance of the shell's renderer and, for a public page, one deployment of the page's owner
 * (`app`; the signed-in frame needs none). Renders run one at a time: the renderer's session store and i18next are
 * singletons of its instance.
 */
export class FirstViewRenderer {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly renderer: ShellRenderer;
  private readonly app: { default: unknown } | null;

  constructor(
    shellFile: string,
    private readonly owner: string | null,
    appFile: string | null,
  ) {
    this.renderer = loadShellRenderer(shellFile);
    this.app = appFile ? loadRemoteServerApp(appFile, this.renderer) : null;
  }

  render(page: FirstViewPage, registry: unknown, timeoutMs?: number, content?: FirstViewContent): Promise<string> {
    const app = this.app;
    if (!app) return Promise.reject(new Error('a public page needs its owner\'s server build'));
    return this.serially(() =>
      this.renderer.renderFirstView({
        ...page,
        registry,
        timeoutMs,
        content,
        app: (dir) => (dir === this.owner ? Promise.resolve(app) : Promise.reject(new Error(`${dir} is not this page's owner`))),
      }),
    );
  }

  /** The signed-in frame in a brand and language (every /auth page's HTML); the dashboard's has its first lines. */
  renderFrame(page: FirstViewPage, registry: unknown, timeoutMs?: number): Promise<string> {
    const render = this.renderer.renderSignedInFrame?.bind(this.renderer);
    if (!render) return Promise.reject(new Error('this shell build has no signed-in frame renderer'));
    return this.serially(() => render({ ...page, registry, timeoutMs }));
  }

  private serially(render: () => Promise<string>): Promise<string> {
    const run = this.queue.then(render);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/**
 * The markup in the page's root, with what it was drawn for: a public page's `data-first-view="<brand> <lang>"` (the
 * browser hydrates only the same, shell/src/bootstrap.tsx), the signed-in frame's `data-signed-in-frame` (never
 * hydrated: the shell's first render replaces it). After the root, the content-site answers the page was drawn with
 * (`known`, by address), as data the browser does not run (@portal/shared/brand KNOWN_CONTENT_ID).
 */
export function withFirstView(html: string, markup: string, page: Omit<FirstViewPage, 'url'>, kind: 'page' | 'frame' = 'page', known?: Record<string, unknown>): string {
  const attribute = kind === 'frame' ? 'data-signed-in-frame' : 'data-first-view';
  // `<` written as its escape, so that no answer can end the script element.
  const data = known && Object.keys(known).length ? `<script type="application/json" id="${KNOWN_CONTENT_ID}">${JSON.stringify(known).replace(/</g, '\\u003c')}</script>` : '';
  return html.replace(/<div id="?root"?><\/div>/, () => `<div id="root" ${attribute}="${page.brand} ${page.lang}">${markup}</div>${data}`);
}
