import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory: defaults below are relative to it. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Configuration comes only from environment variables, validated once at start.
 * Every variable is documented in api/README.md.
 */
const schema = z.object({
  PORTAL_MODE: z.enum(['embedded', 'production']).default('embedded'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** postgres://… switches from the embedded PGlite to a real PostgreSQL server. */
  PORTAL_DATABASE_URL: z.string().optional(),
  /** Folder for embedded data (PGlite files, uploaded documents, deployments). */
  PORTAL_DATA_DIR: z.string().default(path.join(REPO_ROOT, '.portal')),
  /** Secret for signing access tokens; generated per data folder in embedded mode. */
  PORTAL_TOKEN_SECRET: z.string().min(32).optional(),
  /** Public address of the portal, used for links in SMS, OIDC redirects and payment returns. */
  PORTAL_PUBLIC_URL: z.string().url().optional(),
  /** Where the built shell and the remotes' deployments are served from. */
  PORTAL_WEB_ROOT: z.string().default(REPO_ROOT),
  /** Serve the built shell, the registry and the remotes' deployments from this process (the embedded server). */
  PORTAL_SERVE_WEB: z.enum(['true', 'false', '1', '0']).default('true').transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request slower than this (ms) is logged at warn whatever the level; every request is logged at debug. */
  PORTAL_SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** Adapters: 'embedded' stand-ins or the production implementation. */
  SMS_ADAPTER: z.enum(['embedded', 'http']).default('embedded'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** Bearer token sent to the SMS gateway, when it wants one. */
  SMS_GATEWAY_TOKEN: z.string().optional(),
  HIS_ADAPTER: z.enum(['embedded', 'fhir']).default('embedded'),
  /** fhir: the hospital's FHIR R4 base address (…/fhir/R4). */
  HIS_BASE_URL: z.string().url().optional(),
  /** fhir: a bearer token the hospital issued to the portal (instead of the client credentials below). */
  HIS_API_KEY: z.string().optional(),
  /** fhir, SMART Backend Services: the token endpoint, the portal's client id and its private key (PEM, PKCS #8). */
  HIS_TOKEN_URL: z.string().url().optional(),
  HIS_CLIENT_ID: z.string().optional(),
  HIS_PRIVATE_KEY: z.string().optional(),
  /** fhir: the key id (`kid`) of that key in the JWKS the hospital registered, and the scopes asked. */
  HIS_KEY_ID: z.string().optional(),
  HIS_SCOPE: z.string().default('system/Patient.rs system/Practitioner.rs system/PractitionerRole.rs system/Schedule.rsu system/Appointment.crus system/DiagnosticReport.rs system/Observation.rs system/DocumentReference.rs system/Binary.r system/MedicationRequest.rs system/Condition.rs system/AllergyIntolerance.rs system/Immunization.rs'),
  /** fhir: how long one call to the hospital may take before the portal answers 'Network Error!'. */
  HIS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CONTENT_ADAPTER: z.enum(['embedded', 'http']).default('embedded'),
  CONTENT_BASE_URL: z.string().url().optional(),
  /** The national digital identity provider: the embedded OpenID Connect stand-in at /idp, or a real issuer. */
  IDENTITY_ADAPTER: z.enum(['embedded', 'oidc']).default('embedded'),
  IDENTITY_ISSUER_URL: z.string().url().optional(),
  IDENTITY_CLIENT_ID: z.string().optional(),
  IDENTITY_CLIENT_SECRET: z.string().optional(),
  /** Scopes asked of the identity provider (space separated); UAE PASS's profile scope by default. */
  IDENTITY_SCOPE: z.string().trim().min(1).default('openid urn:uae:digitalid:profile:general'),
  /** Authentication level asked of the provider (`acr_values`; the low level, docs/product.md#accounts-digital-identity). Empty: none sent. */
  IDENTITY_ACR_VALUES: z.string().trim().default('urn:safelayer:tws:policies:authentication:level:low'),
  /** Video consultations (teleconsultation). */
  VIDEO_ADAPTER: z.enum(['embedded', 'http']).default('embedded'),
  VIDEO_BASE_URL: z.string().url().optional(),
  VIDEO_APP_ID: z.string().optional(),
  VIDEO_API_KEY: z.string().optional(),
  /** Payments of teleconsultations. */
  PAYMENT_ADAPTER: z.enum(['embedded', 'http']).default('embedded'),
  PAYMENT_BASE_URL: z.string().url().optional(),
  PAYMENT_API_KEY: z.string().optional(),
  /** Push notifications (broadcasts, lab report notices). */
  PUSH_ADAPTER: z.enum(['embedded', 'http']).default('embedded'),
  PUSH_GATEWAY_URL: z.string().url().optional(),
  PUSH_API_KEY: z.string().optional(),
  /** How long a process serves its cached master data before re-reading the change counter (0 = every request). */
  PORTAL_MASTERDATA_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** Run the job worker in this process (broadcast delivery, lab report notices); 'false' for a process that only answers HTTP. */
  PORTAL_JOBS_WORKER: z.enum(['true', 'false', '1', '0']).default('true').transform((v) => v === 'true' || v === '1'),
  /** How often an idle worker looks for jobs other processes enqueued (its own are picked up at once). */
  PORTAL_JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Serve the OpenAPI description and its UI at /api/docs: default on in embedded mode, off in production. */
  PORTAL_API_DOCS: z.enum(['true', 'false', '1', '0']).optional(),
  /** Connections per process to PostgreSQL. */
  PORTAL_DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Bearer token an operator's scraper sends to GET /api/metrics; without it, production registers no /api/metrics. */
  PORTAL_METRICS_TOKEN: z.string().min(16).optional(),
  /** A second listener that answers only GET /metrics, without a token, for a scraper on the internal network (0: none). */
  PORTAL_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  PORTAL_METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * Overload: mean event-loop delay (ms, sampled every 500 ms) above which requests get 503 with Retry-After (0: off).
   * Default 1000 in production; off in embedded mode, where PGlite runs every query on the event loop itself.
   */
  PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * Overload: the longest single event-loop stall (ms) in the last 500 ms sample above which requests get 503 (0:
   * off): one long stall sheds the backlog it built up even when the sample's mean stays low. Default 1000 in
   * production; off in embedded mode, like the mean.
   */
  PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Overload: event-loop utilisation over the last sample (0–1) above which requests get 503 (0: off). */
  PORTAL_OVERLOAD_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Overload: V8 heap in use above which requests get 503 (bytes; 0: 90% of the heap limit, -1: off). */
  PORTAL_OVERLOAD_HEAP_BYTES: z.coerce.number().int().min(-1).default(0),
  /** Overload: resident memory above which requests get 503 (bytes; 0: off). */
  PORTAL_OVERLOAD_RSS_BYTES: z.coerce.number().int().min(0).default(0),
  /** Seconds an overloaded process asks clients to wait (Retry-After, and `retryAfterSeconds` in the envelope). */
  PORTAL_OVERLOAD_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(5),
  /** SIGTERM: how long health answers 503 (and answers close their connection) before the process stops listening. */
  PORTAL_SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  /** SIGTERM: the deadline for in-flight requests, the job worker's current step and the pool; then the process exits anyway. */
  PORTAL_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  /**
   * Which peers may tell the client's address in X-Forwarded-For: empty (the default) none, so the address
   * is the socket's; a hop count (`1`: the load balancer in front); or addresses and CIDRs, comma separated
   * (`10.0.0.0/8, 192.168.1.5`, also `loopback`, `linklocal`, `uniquelocal`). See docs/operations.md.
   */
  PORTAL_TRUSTED_PROXIES: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => {
      const parsed = trustedProxies(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
});

/** What Fastify's `trustProxy` takes: false (trust nobody), a hop count, or addresses and CIDRs. */
export type TrustedProxies = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Parses PORTAL_TRUSTED_PROXIES; a string is the reason it is refused. */
export function trustedProxies(value: string): TrustedProxies | string {
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : 'a hop count must be between 1 and 10';
  }
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_NAMES.has(entry)) continue;
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const max = family === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (!family || !bitsOk || extra !== undefined) return `"${entry}" is not an IP address, a CIDR or one of loopback, linklocal, uniquelocal`;
  }
  return entries;
}

/** For each adapter: the value that selects the stand-in, and what its production implementation needs. */
const ADAPTERS = {
  SMS_ADAPTER: ['SMS_GATEWAY_URL'],
  HIS_ADAPTER: ['HIS_BASE_URL'],
  CONTENT_ADAPTER: ['CONTENT_BASE_URL'],
  IDENTITY_ADAPTER: ['IDENTITY_ISSUER_URL', 'IDENTITY_CLIENT_ID', 'IDENTITY_CLIENT_SECRET'],
  VIDEO_ADAPTER: ['VIDEO_BASE_URL', 'VIDEO_APP_ID'],
  PAYMENT_ADAPTER: ['PAYMENT_BASE_URL', 'PAYMENT_API_KEY'],
  PUSH_ADAPTER: ['PUSH_GATEWAY_URL'],
} as const;

export type Config = Omit<z.infer<typeof schema>, 'PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS' | 'PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS' | 'PORTAL_API_DOCS'> & {
  PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS: number;
  PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS: number;
  PORTAL_API_DOCS: boolean;
  embedded: boolean;
  publicUrl: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const embedded = c.PORTAL_MODE === 'embedded';
  const problems: string[] = [];
  for (const [adapter, needs] of Object.entries(ADAPTERS) as [keyof typeof ADAPTERS, readonly (keyof typeof c)[]][]) {
    if (c[adapter] === 'embedded') {
      // The stand-ins hold demo data and print one-time codes to the log: never in production.
      if (!embedded) problems.push(`${adapter}=embedded is not allowed in production mode`);
      continue;
    }
    for (const key of needs) if (!c[key]) problems.push(`${key} is required when ${adapter}=${c[adapter]}`);
  }
  if (c.PORTAL_DATABASE_URL && !/^postgres(ql)?:\/\//.test(c.PORTAL_DATABASE_URL)) {
    problems.push('PORTAL_DATABASE_URL must be a postgres:// or postgresql:// address');
  }
  if (!embedded) {
    // Production runs several processes behind a load balancer: they must share one real database.
    if (!c.PORTAL_DATABASE_URL) problems.push('PORTAL_DATABASE_URL is required in production mode');
    if (!c.PORTAL_TOKEN_SECRET) problems.push('PORTAL_TOKEN_SECRET (32 characters or more) is required in production mode');
    if (!c.PORTAL_PUBLIC_URL) problems.push('PORTAL_PUBLIC_URL is required in production mode');
    else if (!c.PORTAL_PUBLIC_URL.startsWith('https://')) problems.push('PORTAL_PUBLIC_URL must be an https:// address in production mode');
    // Codes, tokens and the client secret travel to the identity provider: never over plain HTTP.
    if (c.IDENTITY_ISSUER_URL && !c.IDENTITY_ISSUER_URL.startsWith('https://')) problems.push('IDENTITY_ISSUER_URL must be an https:// address in production mode');
  }
  if (c.HIS_ADAPTER === 'fhir' && (c.HIS_TOKEN_URL || c.HIS_CLIENT_ID || c.HIS_PRIVATE_KEY) && !(c.HIS_TOKEN_URL && c.HIS_CLIENT_ID && c.HIS_PRIVATE_KEY)) {
    problems.push('HIS_TOKEN_URL, HIS_CLIENT_ID and HIS_PRIVATE_KEY go together (SMART Backend Services)');
  }
  if (problems.length) throw new Error(`Refusing to start:\n  ${problems.join('\n  ')}`);
  return {
    ...c,
    embedded,
    PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS: c.PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS ?? (embedded ? 0 : 1000),
    PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS: c.PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS ?? (embedded ? 0 : 1000),
    PORTAL_API_DOCS: c.PORTAL_API_DOCS === undefined ? embedded : c.PORTAL_API_DOCS === 'true' || c.PORTAL_API_DOCS === '1',
    publicUrl: (c.PORTAL_PUBLIC_URL ?? `http://127.0.0.1:${c.PORT}`).replace(/\/+$/, ''),
  };
}
