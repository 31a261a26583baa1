import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export interface LoadedFile {
  url: string;
  bytes: number;
  gzip: number;
  /** What the server actually sent (the encoded body) and how it was encoded: the portal sends brotli. */
  sent: number;
  encoding: string;
}

/**
 * Every JavaScript file a page fetches until it is interactive (the ready check passes and the network
 * is idle), with its gzip size computed from the body (level 9, as a CDN would serve it): the budgets' measure,
 * whatever the server sends. What the server did send is recorded beside it.
 */
export async function measureFirstLoad(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<{ files: LoadedFile[]; total: number }> {
  const files: LoadedFile[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (res: import('@playwright/test').Response) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !res.url().endsWith('.js')) return;
    pending.push(
      Promise.all([res.body(), res.request().sizes()])
        .then(([body, sizes]) => {
          const encoding = res.headers()['content-encoding'] ?? 'identity';
          files.push({ url: new URL(res.url()).pathname, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize, encoding });
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // A body still being read may finish after others have started: wait until no new one was added, so that
  // every file counted in the table is also in the total (on a loaded machine they can otherwise differ).
  for (let seen = -1; seen !== pending.length; ) {
    seen = pending.length;
    await Promise.all(pending);
  }
  page.off('response', onResponse);
  const counted = [...files].sort((a, b) => b.gzip - a.gzip);
  return { files: counted, total: counted.reduce((a, f) => a + f.gzip, 0) };
}

export function formatTable(files: LoadedFile[], total: number): string {
  const sent = (f: LoadedFile) => `${(f.sent / 1024).toFixed(1).padStart(8)} KB ${f.encoding.padEnd(8)}`;
  const lines = files.map((f) => `${(f.gzip / 1024).toFixed(1).padStart(8)} KB ${sent(f)}  ${f.url}`);
  const sentTotal = files.reduce((a, f) => a + f.sent, 0);
  return [`${'gzip'.padStart(11)} ${'as sent'.padStart(11)}`, ...lines, `${(total / 1024).toFixed(1).padStart(8)} KB ${(sentTotal / 1024).toFixed(1).padStart(8)} KB           total`].join('\n');
}

/** Totals per part: the shell with @portal/shared and the singletons, and each remote's deployment. */
export function byPart(files: LoadedFile[]): string {
  const parts = new Map<string, number>();
  for (const f of files) {
    const part = /^\/mfe\/([^/]+)\//.exec(f.url)?.[1] ?? 'shell + shared';
    parts.set(part, (parts.get(part) ?? 0) + f.gzip);
  }
  return [...parts].map(([part, bytes]) => `${(bytes / 1024).toFixed(1).padStart(8)} KB  ${part}`).join('\n');
}
