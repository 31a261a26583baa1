/**
 * The stand-ins of the outside systems as separate HTTP services, for a portal in production mode (which refuses the
 * embedded ones): the production topology test (e2e/topology) and anyone trying the production configuration on one
 * machine (docs/operations.md). Prints one line, `STANDINS <json>`: each service's address and the environment that
 * points the portal's production adapters at them (with the keys this run made up).
 *
 *   STANDINS_DATABASE_URL      postgres://… — the stand-ins' own database (outbox, consultations, orders, identities…)
 *   (the hospital system is a FHIR R4 server, src/standins/fhir, seeded with the demo family; the portal reaches it with
 *   HIS_ADAPTER=fhir and SMART Backend Services: a key pair made here, its public half registered with the server)
 *   STANDINS_PUBLIC_URL        the portal's public https:// address: the identity provider answers as <it>/idp and the
 *                              content site as <it>/content (the balancer sends those paths here: the portal's CSP
 *                              allows only its own origin)
 *   STANDINS_HOST              where to listen (127.0.0.1)
 *
 * pnpm --filter api exec tsx scripts/standins/serve.ts
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createAdapters } from '../../src/adapters/index.js';
import { EMBEDDED_CLIENT_ID, embeddedClientSecret } from '../../src/adapters/identity/index.js';
import type { AppDeps } from '../../src/deps.js';
import { startFhirServer } from '../../src/standins/fhir/server.js';
import { demoFhirBundle } from '../../src/standins/fhir/demo-bundle.js';
import contentRoutes from '../../src/standins/content/routes.js';
import contentFeedbackRoutes from '../../src/modules/engagement/content-feedback-routes.js';
import idpRoutes from '../../src/standins/idp/routes.js';
import paymentRoutes from '../../src/standins/payment/routes.js';
import { paymentApi, pushGateway, smsGateway, videoApi } from './services.js';

const env = process.env;
const need = (name: string) => {
  const v = env[name];
  if (!v) {
    console.error(`${name} is required`);
    process.exit(1);
  }
  return v;
};
const publicUrl = need('STANDINS_PUBLIC_URL').replace(/\/+$/, '');
const host = env.STANDINS_HOST ?? '127.0.0.1';

const config = loadConfig({
  PORTAL_MODE: 'embedded',
  PORTAL_DATABASE_URL: need('STANDINS_DATABASE_URL'),
  PORTAL_PUBLIC_URL: publicUrl,
  PORTAL_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-standins-')),
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
} as NodeJS.ProcessEnv);
const handle = await openDatabase({ url: config.PORTAL_DATABASE_URL, poolMax: 5 });
await migrateToLatest(handle.db);
const deps: AppDeps = { config, db: handle.db, dbKind: 'postgres', adapters: createAdapters(config, handle.db) };

const key = () => crypto.randomBytes(24).toString('base64url');
const keys = { sms: key(), video: key(), payment: key(), push: key() };
// SMART Backend Services: the portal signs its token requests with this key; the hospital knows the public half.
const hisKeys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' });
const HIS_CLIENT_ID = 'patient-portal';
const hisJwk = { ...hisKeys.publicKey.export({ format: 'jwk' }), kid: 'portal-1', alg: 'ES384', use: 'sig' };
const VIDEO_APP_ID = 'patient-portal';

const servers: FastifyInstance[] = [];
const closers: (() => Promise<void>)[] = [];
async function serve(name: string, setup: (app: FastifyInstance) => Promise<void>): Promise<string> {
  const app = Fastify({ logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL }, trustProxy: true, pluginTimeout: 60_000 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await setup(app);
  const port = Number(env[`STANDINS_${name.toUpperCase()}_PORT`] ?? 0);
  const address = await app.listen({ port, host });
  servers.push(app);
  return address;
}

const urls = {
  sms: await serve('sms', async (app) => void (await app.register(smsGateway(handle.db, keys.sms)))),
  his: await (async () => {
    const fhir = await startFhirServer({
      port: Number(env.STANDINS_HIS_PORT ?? 0), host, client: { clientId: HIS_CLIENT_ID, jwks: { keys: [hisJwk] } }, seed: await demoFhirBundle(),
      onError: (line) => console.error(`fhir: ${line}`),
    });
    closers.push(() => fhir.close());
    return fhir.baseUrl;
  })(),
  content: await serve('content', async (app) => {
    await app.register(contentRoutes, { prefix: '/content', ...deps });
    await app.register(contentFeedbackRoutes, { prefix: '/content', ...deps });
  }),
  idp: await serve('idp', async (app) => void (await app.register(idpRoutes, { prefix: '/idp', ...deps }))),
  video: await serve('video', async (app) => void (await app.register(videoApi(handle.db, VIDEO_APP_ID, keys.video)))),
  payment: await serve('payment', async (app) => {
    await app.register(paymentApi(handle.db, keys.payment));
    await app.register(paymentRoutes, { prefix: '/payment', ...deps });
  }),
  push: await serve('push', async (app) => void (await app.register(pushGateway(handle.db, keys.push)))),
};

const portalEnv = {
  SMS_ADAPTER: 'http', SMS_GATEWAY_URL: `${urls.sms}/messages`, SMS_GATEWAY_TOKEN: keys.sms,
  HIS_ADAPTER: 'fhir', HIS_BASE_URL: urls.his, HIS_TOKEN_URL: urls.his.replace(/\/fhir\/R4$/, '/oauth2/token'), HIS_CLIENT_ID,
  HIS_PRIVATE_KEY: hisKeys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), HIS_KEY_ID: hisJwk.kid,
  CONTENT_ADAPTER: 'http', CONTENT_BASE_URL: `${publicUrl}/content`,
  IDENTITY_ADAPTER: 'oidc', IDENTITY_ISSUER_URL: `${publicUrl}/idp`, IDENTITY_CLIENT_ID: EMBEDDED_CLIENT_ID, IDENTITY_CLIENT_SECRET: await embeddedClientSecret(handle.db),
  VIDEO_ADAPTER: 'http', VIDEO_BASE_URL: urls.video, VIDEO_APP_ID, VIDEO_API_KEY: keys.video,
  PAYMENT_ADAPTER: 'http', PAYMENT_BASE_URL: urls.payment, PAYMENT_API_KEY: keys.payment,
  PUSH_ADAPTER: 'http', PUSH_GATEWAY_URL: `${urls.push}/push`, PUSH_API_KEY: keys.push,
};
console.log(`STANDINS ${JSON.stringify({ urls, env: portalEnv })}`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    await Promise.allSettled([...servers.map((s) => s.close()), ...closers.map((c) => c())]);
    await Promise.allSettled([handle.close()]);
    fs.rmSync(config.PORTAL_DATA_DIR, { recursive: true, force: true });
    process.exit(0);
  });
}
