/**
 * The part of the registry handling that runs in the shell's entry file (main.js), before the bootstrap
 * chunk and the shared libraries arrive: it starts reading `/registry/remotes.json` and, as soon as the
 * registry is known, adds `<link rel="preload">` for the manifests of the remotes this page will need
 * (the owner of a public page; every remote of the signed-in user's role). The federation runtime's own
 * fetch of a manifest, a moment later, is then answered by the preload.
 *
 * Nothing here may import a federated shared module (React, @portal/shared/ui…): the entry file has no async
 * boundary yet; `@portal/shared/registry` is not one (the entry bundles it). It must also stay small, since it
 * is part of the login page's first load.
 */
import { appFiles, remotesForPage, type ManifestLike, type Registry } from '@portal/shared/registry';

export { appFiles, ownerOf, remotesForPage, remotesForRole, type ManifestLike, type Registry, type RegistryEntry } from '@portal/shared/registry';

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
export function startRegistry(preload: (registry: Registry, dirs: string[]) => void = preloadManifests): void {
  early = fetchRegistry();
  early.then((registry) => preload(registry, remotesForPage(registry, location.pathname, storedRoleId())), () => undefined);
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
 * Adds one `<link rel="preload" as="fetch">` per manifest not already preloaded by this page (the server names
 * those of the remotes every visitor of the page needs in the page itself: api/src/http/web.ts), then reads each
 * manifest (the preload answers) and preloads the files it names for `./app`: the remote entry and the
 * module's own scripts. Left to the federation runtime, those leave only after the shell's bootstrap chunk and
 * every shared library have arrived and the first render has asked for the remote; preloaded, they download
 * alongside the shell's chunks. The runtime's own requests, later, get the manifest response read here
 * (takeEarlyManifest) and the scripts from the preloads, so nothing is fetched twice.
 */
export function preloadManifests(registry: Registry, dirs: string[]): void {
  for (const dir of dirs) {
    const entry = registry.remotes[dir];
    const href = entry?.manifest;
    if (!href || document.querySelector(`link[rel=preload][href="${href}"]`)) continue;
    // A fetch() of the same address (the federation runtime's) reuses the preload only with matching CORS mode.
    addPreload(href, 'fetch', 'anonymous');
    // A deployment checked against a contract this shell does not know is refused unseen (registry.ts): its
    // manifest may be read, its code is not fetched.
    if (typeof fetch !== 'function' || (entry.contract !== undefined && entry.contract !== ENTRY_CONTRACT_VERSION)) continue;
    const url = new URL(href, location.href).href;
    const response = fetch(href, { credentials: 'same-origin' });
    // Handed to the federation runtime's first fetch of this manifest (federation-plugin.ts): one request.
    earlyManifests.set(url, response);
    response
      // Read from a copy, made before the runtime can read the body (this callback is the first one attached).
      .then((res) => (res.ok ? (res.clone().json() as Promise<ManifestLike>) : null))
      .then((manifest) => manifest && appFiles(url, manifest).forEach((file) => addPreload(file, 'script')))
      .catch(() => undefined);
  }
}

/**
 * `CONTRACT_VERSION` of @portal/shared, which this file cannot import (it runs before the shared modules are
 * there); registry.test.ts fails when the two differ.
 */
export const ENTRY_CONTRACT_VERSION = 1;

const earlyManifests = new Map<string, Promise<Response>>();

/** The manifest response the entry file already asked for, once (later fetches of the address go out again). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const key = new URL(url, location.href).href;
  const early = earlyManifests.get(key);
  earlyManifests.delete(key);
  return early;
}

function addPreload(href: string, as: 'fetch' | 'script', crossOrigin?: 'anonymous'): void {
  if (document.querySelector(`link[rel=preload][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  if (crossOrigin) link.setAttribute('crossorigin', crossOrigin);
  link.href = href;
  document.head.appendChild(link);
}

