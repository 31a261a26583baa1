import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Db } from './schema.js';
import { allMigrations } from './migrations.js';

/**
 * Versioned migrations. Each module exports `migrations: Record<string, Migration>` from its
 * `migrations.ts`, named `YYYYMMDD_NNN_<area>_<what>` so the global order is stable; `db/migrations.ts`
 * collects them. Kysely's migrator records applied names in `kysely_migration` and takes a lock, so a
 * migration runs once even when two processes start together.
 */
function migrator(db: Db) {
  return new Migrator({
    db,
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => allMigrations() as Record<string, Migration> },
  });
}

/** Names of the migrations not yet recorded as applied; one query (health checks call this often). */
async function missingMigrations(db: Db): Promise<string[]> {
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = new Set(rows.rows.map((r) => r.name));
  } catch (err: any) {
    // A database that was never migrated has no bookkeeping table yet (42P01: undefined table).
    if (err?.code === '42P01' || /kysely_migration.*does not exist/.test(String(err?.message))) return Object.keys(allMigrations());
    throw err;
  }
  return Object.keys(allMigrations()).filter((name) => !applied.has(name));
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Start-up fast path: with nothing to apply, skip the migrator's lock and bookkeeping round trips.
  if ((await missingMigrations(db)).length === 0) return [];
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pendingMigrations(db: Db): Promise<number> {
  return (await missingMigrations(db)).length;
}
