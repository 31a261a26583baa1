import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import type { FetchLike } from './oidc-client.js';

/** The portal's client registration at the embedded provider (embedded mode only). */
export const EMBEDDED_CLIENT_ID = 'patient-portal';
export const EMBEDDED_CLIENT_SECRET_NAME = 'idp-client-secret';

/** The embedded provider's issuer: `/idp` under the portal's public address. */
export function embeddedIssuer(config: Config): string {
  return `${config.publicUrl}/idp`;
}

export function embeddedClientSecret(db: Db): Promise<string> {
  return getOrCreateSecret(db, EMBEDDED_CLIENT_SECRET_NAME);
}

/**
 * The transport to the embedded provider: its HTTP endpoints (discovery, token, userinfo, jwks) are
 * called through the app itself (`inject`), with the Host and scheme of the public address, instead of
 * over a socket. The client code and every HTTP exchange are the same as with a real provider; only the
 * wire is skipped, so the server needs neither to know its own listening port (PORT=0) nor to reach its
 * public address from inside (behind a proxy), and the API tests run the whole flow without listening.
 */
export class InProcessTransport {
  private app: FastifyInstance | null = null;

  bind(app: FastifyInstance): void {
    this.app = app;
  }

  readonly fetch: FetchLike = async (url, init = {}) => {
    if (!this.app) throw new Error('the embedded identity provider is not mounted');
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    headers['host'] = target.host;
    headers['x-forwarded-proto'] = target.protocol.replace(':', '');
    const res = await this.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) out.append(key, v);
    }
    const bodyless = res.statusCode === 204 || res.statusCode === 304;
    return new Response(bodyless ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}
