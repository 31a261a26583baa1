import { Migrator, type Migration, type Kysely } from 'kysely';
import { allMigrations } from '../modules/index.js';

/**
 * Versioned migrations. Each module exports `migrations: Record<string, Migration>` from its
 * `migrations.ts`, named `YYYYMMDD_NNN_<area>_<what>` so the global order is stable; `modules/index.ts`
 * collects them. Kysely's migrator records applied names in `kysely_migration` and takes a lock, so a
 * migration runs once even when two processes start together.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => allMigrations() as Record<string, Migration> },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pendingMigrations(db: Kysely<any>): Promise<number> {
  const migrator = new Migrator({
    db,
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => allMigrations() as Record<string, Migration> },
  });
  const list = await migrator.getMigrations();
  return list.filter((m) => !m.executedAt).length;
}
