import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_240_idp_store': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('idp_store')
        .addColumn('model', 'varchar(40)', (c) => c.notNull())
        .addColumn('id', 'varchar(255)', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('grant_id', 'varchar(255)')
        .addColumn('user_code', 'varchar(255)')
        .addColumn('uid', 'varchar(255)')
        .addColumn('expires_at', 'timestamptz')
        .addColumn('consumed_at', 'timestamptz')
        .addPrimaryKeyConstraint('idp_store_pk', ['model', 'id'])
        .execute();
      await db.schema.createIndex('idp_store_grant_idx').on('idp_store').column('grant_id').execute();
      await db.schema.createIndex('idp_store_uid_idx').on('idp_store').columns(['model', 'uid']).execute();
      await db.schema.createIndex('idp_store_expires_idx').on('idp_store').column('expires_at').execute();
      await sql`comment on table idp_store is 'embedded identity provider (oidc-provider adapter); embedded mode only'`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('idp_store').execute();
    },
  },
};
