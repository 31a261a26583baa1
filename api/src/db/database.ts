import { Kysely, PostgresDialect } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './schema.js';
import { preparedStatementName } from './prepared.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance behind `db` (embedded only). */
  pglite?: PGlite;
  /** The PostgreSQL pool (its connection counts feed the metrics); absent on PGlite. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  close(): Promise<void>;
}

/**
 * Opens the portal database.
 * - `postgres://…` → a pg pool (several API processes may share it);
 * - `memory` → an in-memory PGlite (tests), optionally started from a data-directory dump;
 * - otherwise → PGlite persisted in `<dataDir>/data`.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; memory?: boolean; loadDataDir?: Blob; poolMax?: number }): Promise<DatabaseHandle> {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    // Each driver is loaded only when used: start-up time matters (budget: 3 s to the first health 200).
    const { default: pg } = await import('pg');
    // The SQL of the hot paths' prepared queries (db/prepared.ts) goes as a named statement (node-postgres's
    // prepared statements: `name` in the query config): each connection has PostgreSQL parse and plan it once, not
    // on every call. Everything else is sent as Kysely sends it.
    class PreparingClient extends pg.Client {
      override query(...args: unknown[]): never {
        const [text, values] = args;
        const name = typeof text === 'string' && Array.isArray(values) && args.length === 2 ? preparedStatementName(text) : undefined;
        const query = super.query as (...a: unknown[]) => never;
        return name ? query.call(this, { name, text, values }) : query.apply(this, args);
      }
    }
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10, Client: PreparingClient });
    // An idle connection the server ends (restart, failover, a dropped database) emits 'error' on the pool;
    // unhandled, that would end the process. The pool drops the client and opens a new one on next use.
    pool.on('error', (err) => console.warn(`database: idle connection closed by the server (${err.message})`));
    // The pool listens for errors of idle clients only: a connection lost while checked out (between the
    // statements of a transaction, or between acquiring and querying) emitted 'error' with no listener, which
    // ended the process. Every client keeps a listener of its own; the broken client is then not queryable,
    // its query fails (503 'Network Error!') and the pool drops it on release (security-faults.test.ts).
    pool.on('connect', (client) => {
      client.on('error', (err) => console.warn(`database: connection lost (${err.message})`));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
  let client: PGlite;
  if (opts.memory || !opts.dataDir) {
    // Tests start from a dump of an already migrated database: PGlite's initdb alone takes seconds.
    client = new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  } else {
    const dir = path.join(opts.dataDir, 'data');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', pglite: client, close: () => db.destroy() };
}
