import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261123_915_push_stand_in': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('push_deliveries')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('broadcast_id', 'integer')
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('body', 'varchar(1000)', (c) => c.notNull())
        .addColumn('link', 'varchar(2048)')
        .addColumn('image_url', 'varchar(300)')
        .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('delivered', 'failed')`))
        .addColumn('error', 'varchar(200)')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('push_deliveries_user').on('push_deliveries').columns(['user_id', 'id']).execute();
      await db.schema
        .createTable('push_unreachable')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('reason', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('push_unreachable').execute();
      await db.schema.dropTable('push_deliveries').execute();
    },
  },
};
