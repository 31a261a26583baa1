import type { Config } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { EMBEDDED_CLIENT_ID, InProcessTransport, embeddedClientSecret, embeddedIssuer } from './embedded.js';
import { OidcIdentityClient, type IdentityAdapter } from './oidc-client.js';

export type { IdentityAdapter } from './oidc-client.js';
export { EMBEDDED_CLIENT_ID, InProcessTransport, embeddedIssuer, embeddedClientSecret } from './embedded.js';

/** The identity adapter plus, in embedded mode, the transport the `/idp` module binds itself to. */
export interface IdentityBundle {
  identity: IdentityAdapter;
  embeddedTransport: InProcessTransport | null;
}

/**
 * `oidc`: the issuer, client id and secret of configuration, reached over HTTPS by discovery.
 * `embedded`: the same client against the stand-in at `/idp` (its secret kept in the database).
 */
export function createIdentity(config: Config, db: Db): IdentityBundle {
  const redirectUri = `${config.publicUrl}/home/login`;
  const common = { scope: config.IDENTITY_SCOPE, acrValues: config.IDENTITY_ACR_VALUES, redirectUri };
  if (config.IDENTITY_ADAPTER === 'oidc') {
    const secret = config.IDENTITY_CLIENT_SECRET!;
    return {
      identity: new OidcIdentityClient({
        ...common,
        kind: 'oidc',
        issuer: config.IDENTITY_ISSUER_URL!,
        clientId: config.IDENTITY_CLIENT_ID!,
        clientSecret: async () => secret,
        fetch: (url, init) => fetch(url, init),
      }),
      embeddedTransport: null,
    };
  }
  const transport = new InProcessTransport();
  return {
    identity: new OidcIdentityClient({
      ...common,
      kind: 'embedded',
      issuer: embeddedIssuer(config),
      clientId: EMBEDDED_CLIENT_ID,
      clientSecret: () => embeddedClientSecret(db),
      fetch: transport.fetch,
    }),
    embeddedTransport: transport,
  };
}
