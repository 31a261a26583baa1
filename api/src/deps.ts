import type { Config } from './config.js';
import type { Db } from './db/schema.js';
import type { Adapters } from './adapters/index.js';

/** What every module plugin receives: configuration, the database and the adapters. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  adapters: Adapters;
  /** The PostgreSQL pool's counts, for the metrics (absent on PGlite, one connection in process). */
  pool?: PoolCounts;
}

export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}
