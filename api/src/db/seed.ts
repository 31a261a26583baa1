import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from './schema.js';
import { seeds } from '../registry.js';

/**
 * The demo data of the embedded mode, run at start after the migrations. Every seed is idempotent; each
 * runs in one transaction holding an advisory lock, so two processes starting together on one database
 * neither duplicate rows nor leave a half-written seed behind.
 */
export async function runSeeds(db: Db, config: Config): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext('portal-seed'))`.execute(tx);
      await seed.run(tx, config);
    });
    ran.push(seed.name);
  }
  return ran;
}
