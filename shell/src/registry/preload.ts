/**
 * The part of the registry handling that runs in the shell's entry file (main.js), before the bootstrap
 * chunk and the shared libraries arrive: it starts reading `/registry/remotes.json` and, as soon as the
 * registry is known, adds `<link rel="preload">` for the remote entry and `./app` of the page's owner when the
 * page the server sent could not name them (a role-limited owner, such as the administration's pages). The
 * federation runtime's own requests for them, a moment later, are then answered by the preloads.
 *
 * Nothing here may import a federated shared module (React, @portal/shared/ui…): the entry file has no async
 * boundary yet; `@portal/shared/registry` is not one (the entry bundles it). It must also stay small, since it
 * is part of the login page's first load.
 */
import { appFiles, pageOwner, remoteEntryOf, remotesForPage, type ManifestLike, type Registry } from '@portal/shared/registry';

export { appFiles, ownerOf, pageOwner, remoteEntryOf, remotesForPage, remotesForRole, type ManifestLike, type Registry, type RegistryEntry } from '@portal/shared/registry';

export function fetchRegistry(): Promise<Registry> {
  return fetch('/registry/remotes.json', { cache: 'no-cache', credentials: 'same-origin' }).then((res) => {
    if (!res.ok) throw new Error(`registry answered ${res.status}`);
    return res.json() as Promise<Registry>;
  });
}

let early: Promise<Registry> | null = null;

/**
 * Called once by the entry file: the registry request leaves with main.js, not after the bootstrap chunk.
 * `preload` starts what the page's remotes will need (the monolith build passes its own: scripts/monolith).
 */
export function startRegistry(preload: (registry: Registry, dirs: string[]) => void = preloadRemotes): void {
  early = fetchRegistry();
  early.then((registry) => {
    // Only the page's owner: the page's other remotes are asked for once it has painted (pageOwner), by the
    // layout itself (use-remote.ts), when a preload would save nothing.
    const owner = pageOwner(registry, location.pathname);
    preload(registry, remotesForPage(registry, location.pathname, storedRoleId()).filter((dir) => dir === owner));
  }, () => undefined);
}

/** The longest a remote that does not paint the page waits for that paint (a page that never paints: a hidden tab). */
export const FIRST_PAINT_WAIT_MS = 3000;
let firstPaint: Promise<void> | null = null;

/**
 * Resolves once the page has painted its first content (the browser's first-contentful-paint), at once when it
 * has or when the browser does not say, and after FIRST_PAINT_WAIT_MS at the latest. What a page's first paint
 * does not need (the remotes other than its owner: pageOwner) waits for it, so that the slow network it would
 * share goes to main.js and the page's own code first.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const paint = () => performance.getEntriesByName?.('first-contentful-paint').length > 0;
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || paint()) return resolve();
    const observer = new PerformanceObserver(() => paint() && done());
    const timer = window.setTimeout(() => done(), FIRST_PAINT_WAIT_MS);
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}

/** The registry read by the entry file, once; later reads go to the network. */
export function takeEarlyRegistry(): Promise<Registry> | null {
  const p = early;
  early = null;
  return p;
}

/** The role of the stored session (the spec's `token` and `user` keys), or null when signed out. */
export function storedRoleId(): number | null {
  try {
    if (!localStorage.getItem('token')) return null;
    return Number(JSON.parse(localStorage.getItem('user') ?? '{}')?.roleId ?? 1) || 1;
  } catch {
    return null;
  }
}

/**
 * Preloads the remote entry and the scripts of `./app` of each remote the page will need that the page itself does
 * not name already (the server names those of the remotes every visitor of the page needs: api/src/http/web.ts).
 * The entry's address is in the registry; the scripts of `./app` are in the deployment's manifest, read here for
 * that alone (the federation runtime reads no manifest). Left to the runtime, they would leave only after the
 * shell's bootstrap and the first render has asked for the remote; preloaded, they download alongside.
 */
export function preloadRemotes(registry: Registry, dirs: string[]): void {
  for (const dir of dirs) {
    const entry = registry.remotes[dir];
    // A deployment checked against a contract this shell does not know is refused unseen (registry.ts).
    if (!entry?.manifest || (entry.contract !== undefined && entry.contract !== ENTRY_CONTRACT_VERSION)) continue;
    const remoteEntry = remoteEntryOf(entry);
    if (preloaded(remoteEntry)) continue;
    addPreload(remoteEntry);
    if (typeof fetch !== 'function') continue;
    const url = new URL(entry.manifest, location.href).href;
    fetch(url, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<ManifestLike>) : null))
      .then((manifest) => manifest && appFiles(url, manifest).forEach(addPreload))
      .catch(() => undefined);
  }
}

/**
 * `CONTRACT_VERSION` of @portal/shared, which this file cannot import (it runs before the shared modules are
 * there); registry.test.ts fails when the two differ.
 */
export const ENTRY_CONTRACT_VERSION = 1;

/** Whether the page has a preload of this address (the server writes them relative, appFiles absolute). */
function preloaded(href: string): boolean {
  const url = new URL(href, location.href).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].some((link) => link.href === url);
}

function addPreload(href: string): void {
  if (preloaded(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.appendChild(link);
}
