import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustedProxies } from '../config.js';

/**
 * The client's address is a key of the rate limits and is stored with sessions and audit entries: behind a
 * trusted proxy it comes from X-Forwarded-For, which the client writes too. Before anything reads `req.ip`, the
 * header is cut to its right-hand run of real addresses (`net.isIP`, at most `MAX_ADDRESS_LENGTH` characters,
 * at most `MAX_HOPS` of them): the entries the proxies append are always addresses, so whatever a client wrote
 * in front of them (`not-an-ip`, 130 characters of anything) is dropped, and an address that is not one is
 * never used; with nothing left the address is the socket's (the proxy's). Fastify's `trustProxy` then picks
 * the client among what is left, as before.
 */
const MAX_ADDRESS_LENGTH = 45;
const MAX_HOPS = 20;

function isClientAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && net.isIP(value) !== 0;
}

/** The trusted part of an X-Forwarded-For value (see above); undefined when none of it is an address. */
function forwardedAddresses(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const entries = (Array.isArray(header) ? header.join(',') : header).split(',').map((e) => e.trim());
  const kept: string[] = [];
  for (let i = entries.length - 1; i >= 0 && kept.length < MAX_HOPS; i -= 1) {
    if (!isClientAddress(entries[i]!)) break;
    kept.unshift(entries[i]!);
  }
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/** Installs the cut as the app's first onRequest hook, when a proxy is trusted (otherwise the header is ignored anyway). */
export function registerClientAddress(app: FastifyInstance, trusted: TrustedProxies): void {
  if (trusted === false) return;
  app.addHook('onRequest', (req, _reply, done) => {
    const headers = req.raw.headers;
    if (headers['x-forwarded-for'] !== undefined) {
      const kept = forwardedAddresses(headers['x-forwarded-for']);
      if (kept === undefined) delete headers['x-forwarded-for'];
      else headers['x-forwarded-for'] = kept;
    }
    done();
  });
}
