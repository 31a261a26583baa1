/**
 * The page the server drew as HTML (its first view, docs/architecture.md "The first view from the server"): set by
 * the renderer on the server (src/server.tsx) and by the entry file before it hydrates that HTML (bootstrap.tsx).
 * On that page the route draws its owner's page inside the page's boundary at once, loaded or not, as the server
 * did, so that the shell hydrates around the remote's part while its code arrives.
 */
let drawn: string | null = null;

export function markFirstView(pathname: string): void {
  drawn = pathname.toLowerCase().replace(/\/+$/, '');
}

export function isFirstView(pathname: string): boolean {
  return drawn !== null && drawn === pathname.toLowerCase().replace(/\/+$/, '');
}
