import { base64url, compactDecrypt } from 'jose';

/**
 * A SMART Health Link as a receiving application reads it (https://docs.smarthealthit.org/smart-health-links/spec):
 * the payload from the `shlink:/` link (after the viewer address's `#`), the manifest request, and the files decrypted
 * in the browser with the link's key, which never leaves the page.
 */

export interface ShlPayload {
  url: string;
  key: string;
  exp?: number;
  flag?: string;
  label?: string;
  v?: number;
}

/** The payload of `…#shlink:/<base64url>` (or a bare `shlink:/…`), or null when it is not a link this viewer reads. */
export function readShlink(text: string): ShlPayload | null {
  const at = text.indexOf('shlink:/');
  if (at < 0) return null;
  try {
    const p = JSON.parse(new TextDecoder().decode(base64url.decode(text.slice(at + 'shlink:/'.length).trim()))) as ShlPayload;
    if (typeof p.url !== 'string' || !/^https?:\/\//.test(p.url) || typeof p.key !== 'string' || base64url.decode(p.key).length !== 32) return null;
    if (p.v !== undefined && p.v !== 1) return null;
    if ((p.flag ?? '').includes('U')) return null;
    return p;
  } catch {
    return null;
  }
}

export type Opened =
  | { kind: 'files'; files: unknown[] }
  | { kind: 'passcode'; remainingAttempts: number }
  | { kind: 'gone' }
  | { kind: 'busy' }
  | { kind: 'failed' };

/** The manifest request, then every file decrypted (embedded, or fetched from its one-time location). */
export async function openShlink(p: ShlPayload, recipient: string, passcode: string | undefined): Promise<Opened> {
  let res: Response;
  try {
    res = await fetch(p.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ recipient, ...(passcode !== undefined ? { passcode } : {}) }) });
  } catch {
    return { kind: 'failed' };
  }
  if (res.status === 401) {
    const body = (await res.json().catch(() => ({}))) as { remainingAttempts?: number };
    return { kind: 'passcode', remainingAttempts: Number(body.remainingAttempts ?? 0) };
  }
  if (res.status === 404) return { kind: 'gone' };
  if (res.status === 429) return { kind: 'busy' };
  if (!res.ok) return { kind: 'failed' };
  const manifest = (await res.json()) as { files?: { contentType?: string; embedded?: string; location?: string }[] };
  const key = base64url.decode(p.key);
  const files: unknown[] = [];
  for (const f of manifest.files ?? []) {
    const jwe = f.embedded ?? (f.location ? await (await fetch(f.location)).text() : undefined);
    if (!jwe) continue;
    const { plaintext, protectedHeader } = await compactDecrypt(jwe, key);
    if ((protectedHeader.cty ?? f.contentType) === 'application/fhir+json') files.push(JSON.parse(new TextDecoder().decode(plaintext)));
  }
  return { kind: 'files', files };
}
