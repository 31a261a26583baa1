import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_090_client_errors': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('client_errors')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('remote', 'text')
        .addColumn('deploy_id', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('page', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('client_errors_at').on('client_errors').column('at').execute();
    },
  },
};
