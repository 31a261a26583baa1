import { loadConfig } from '../src/config.js';
import { productionEnv } from './helpers.js';

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

test('embedded defaults need no variable at all', () => {
  const c = loadConfig({});
  expect(c).toMatchObject({ PORTAL_MODE: 'embedded', embedded: true, PORT: 8080, SMS_ADAPTER: 'embedded', PORTAL_SERVE_WEB: true });
  expect(c.PORTAL_DATA_DIR).toMatch(/\.portal$/);
  expect(c.publicUrl).toBe('http://127.0.0.1:8080');
});

test('a complete production configuration is accepted', () => {
  const c = loadConfig(productionEnv());
  expect(c.embedded).toBe(false);
  expect(c.publicUrl).toBe('https://portal.example');
});

test('production refuses embedded adapters, a missing database or token secret', () => {
  const msg = refusal(productionEnv({ PORTAL_DATABASE_URL: undefined, PORTAL_TOKEN_SECRET: undefined, SMS_ADAPTER: 'embedded', IDENTITY_ADAPTER: 'embedded' }));
  expect(msg).toContain('Refusing to start');
  expect(msg).toContain('PORTAL_DATABASE_URL is required in production mode');
  expect(msg).toContain('PORTAL_TOKEN_SECRET');
  expect(msg).toContain('SMS_ADAPTER=embedded is not allowed in production mode');
  expect(msg).toContain('IDENTITY_ADAPTER=embedded is not allowed in production mode');
  for (const key of ['HIS_ADAPTER', 'CONTENT_ADAPTER', 'VIDEO_ADAPTER', 'PAYMENT_ADAPTER', 'PUSH_ADAPTER']) {
    expect(refusal(productionEnv({ [key]: 'embedded' }))).toContain(`${key}=embedded is not allowed`);
  }
});

test('production refuses a database that is not PostgreSQL and a public address that is not https', () => {
  expect(refusal(productionEnv({ PORTAL_DATABASE_URL: '/var/lib/portal' }))).toContain('postgres://');
  expect(refusal(productionEnv({ PORTAL_PUBLIC_URL: 'http://portal.example' }))).toContain('https://');
});

test('a short token secret and malformed values are named', () => {
  expect(refusal(productionEnv({ PORTAL_TOKEN_SECRET: 'short' }))).toMatch(/PORTAL_TOKEN_SECRET/);
  expect(refusal({ PORT: 'eighty' } as NodeJS.ProcessEnv)).toMatch(/PORT/);
  expect(refusal({ PORTAL_MODE: 'staging' } as NodeJS.ProcessEnv)).toMatch(/PORTAL_MODE/);
});

test('a production adapter needs its address in any mode', () => {
  expect(refusal({ SMS_ADAPTER: 'http' } as NodeJS.ProcessEnv)).toContain('SMS_GATEWAY_URL is required when SMS_ADAPTER=http');
  expect(refusal({ HIS_ADAPTER: 'fhir' } as NodeJS.ProcessEnv)).toContain('HIS_BASE_URL is required when HIS_ADAPTER=fhir');
  expect(refusal({ HIS_ADAPTER: 'http' } as NodeJS.ProcessEnv)).toMatch(/HIS_ADAPTER/);
  // SMART Backend Services needs the token endpoint, the client id and the key together.
  expect(refusal({ HIS_ADAPTER: 'fhir', HIS_BASE_URL: 'https://his.example/fhir/R4', HIS_CLIENT_ID: 'portal' } as NodeJS.ProcessEnv)).toContain('HIS_TOKEN_URL, HIS_CLIENT_ID and HIS_PRIVATE_KEY go together');
});

test('the server process refuses to start on a bad configuration', async () => {
  const { spawnSync } = await import('node:child_process');
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { PATH: process.env.PATH, PORTAL_MODE: 'production', SMS_ADAPTER: 'embedded' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('Refusing to start');
});
