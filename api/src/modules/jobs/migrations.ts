import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261123_910_jobs': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('queue', 'varchar(64)', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'active', 'done', 'failed')`))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('locked_by', 'varchar(120)')
        .addColumn('locked_until', 'timestamptz')
        .addColumn('progress', 'jsonb')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('finished_at', 'timestamptz')
        .execute();
      // The claim query reads only unfinished jobs: keep that an index scan however many done jobs pile up.
      await sql`create index jobs_ready on jobs (run_at, id) where state in ('pending', 'active')`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('jobs').execute();
    },
  },
};
