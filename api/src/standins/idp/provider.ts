import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppDeps } from '../../deps.js';
import { EMBEDDED_CLIENT_ID, embeddedClientSecret, embeddedIssuer } from '../../adapters/identity/index.js';
import { getOrCreateSecret, getOrCreateSecretValue } from '../../db/secrets.js';
import { PROFILE_CLAIMS, findTestIdentity } from './identities.js';
import { storeAdapterFor } from './store-adapter.js';
import { errorPage, logoutPage, loggedOutPage, pageLang } from './views.js';

/** UAE PASS's profile scope and its low authentication level (docs/product.md#accounts-digital-identity). */
export const PROFILE_SCOPE = 'urn:uae:digitalid:profile:general';
export const LOW_ACR = 'urn:safelayer:tws:policies:authentication:level:low';

/** The provider's signing key: one EC key (ES256) per database, so every process and every restart agree. */
async function signingJwk(deps: AppDeps) {
  const json = await getOrCreateSecretValue(deps.db, 'idp-signing-jwk', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, alg: 'ES256', use: 'sig', kid: `idp-${Date.now().toString(36)}` });
  });
  return JSON.parse(json);
}

/**
 * The embedded national identity provider: a real OpenID Connect provider (oidc-provider) at `/idp`,
 * with the portal registered as a confidential client (secret + PKCE S256 required), authorization code
 * flow only, RP-initiated logout, and the test identities of identities.ts. Everything it keeps
 * (sessions, codes, tokens, grants, keys) is in the database.
 */
export async function createEmbeddedProvider(deps: AppDeps): Promise<Provider> {
  const { config, db } = deps;
  const base = config.publicUrl;
  const [cookieKey, clientSecret, jwk] = await Promise.all([getOrCreateSecret(db, 'idp-cookie-key'), embeddedClientSecret(db), signingJwk(deps)]);

  const configuration: Configuration = {
    adapter: storeAdapterFor(db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'Patient portal',
        redirect_uris: [`${base}/home/login`],
        post_logout_redirect_uris: [`${base}/home/login`, `${base}/home/login?isSOP1User=true`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    cookies: { keys: [cookieKey] },
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], [PROFILE_SCOPE]: [...PROFILE_CLAIMS] },
    scopes: ['openid', PROFILE_SCOPE],
    acrValues: [LOW_ACR],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(pageLang(ctx.oidc.params?.['ui_locales']), form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(pageLang(ctx.oidc.params?.['ui_locales']));
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const person = findTestIdentity(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ ...person.claims, sub }) };
    },
    // The portal is the provider's only, first-party client: the grant is given with the sign-in,
    // as the national provider does for a registered service (no separate consent screen).
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(`openid ${PROFILE_SCOPE}`);
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(pageLang(ctx.oidc?.params?.['ui_locales']), out);
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Grant: 8 * 3600,
      Session: 8 * 3600,
    },
  };
  const provider = new Provider(embeddedIssuer(config), configuration);
  // Behind the portal's own server (and any proxy in front of it): trust X-Forwarded-Proto/Host.
  provider.proxy = true;
  // A logout without a provider session gets oidc-provider's auto-submitting form with an inline script
  // (allowed by a hash it adds to the CSP). The portal's pages carry no inline script: the same form is
  // shown on the provider's logout page instead, sent by /idp/assets/logout.js.
  provider.use(async (ctx, next) => {
    const csp = ctx.response.get('content-security-policy');
    await next();
    if (ctx.oidc?.route !== 'end_session' || typeof ctx.body !== 'string' || !ctx.body.includes('<title>Submitting Callback</title>')) return;
    const action = /<form method="post" action="([^"]+)">/.exec(ctx.body)?.[1] ?? '';
    const inputs = [...ctx.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)]
      .map((m) => `<input type="hidden" name="${m[1]}" value="${m[2]}">`)
      .join('');
    if (csp) ctx.set('content-security-policy', csp);
    ctx.body = logoutPage(pageLang(ctx.oidc.params?.['ui_locales']), `<form id="op.logoutForm" method="post" action="${action}">${inputs}</form>`);
  });
  return provider;
}
