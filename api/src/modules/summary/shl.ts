import { createHash, randomBytes } from 'node:crypto';
import { CompactEncrypt, base64url } from 'jose';

/**
 * SMART Health Links (https://docs.smarthealthit.org/smart-health-links/spec): the link's payload, its key and the
 * encrypted file. The key is made here, used once to encrypt, and handed to the sharer inside the link; the server
 * keeps only the JWE and a hash of the manifest address.
 */

export const FHIR_JSON = 'application/fhir+json';

/** 32 random bytes, base64url: 43 characters (a key, a manifest address segment, a one-time file address). */
export const random43 = () => base64url.encode(randomBytes(32));
export const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

export interface ShlPayload {
  url: string;
  key: string;
  exp?: number;
  flag?: string;
  label?: string;
  v?: number;
}

/** `shlink:/` + base64url of the minified payload. */
export const shlinkOf = (payload: ShlPayload) => `shlink:/${base64url.encode(JSON.stringify(payload))}`;

/** The file: a compact JWE, `dir` with A256GCM, its content type in `cty`. */
export async function encryptFile(content: string, key: string, contentType = FHIR_JSON): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(content))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: contentType })
    .encrypt(base64url.decode(key));
}
