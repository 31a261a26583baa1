import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261123_930_offer_interest': {
    async up(db: Kysely<any>) {
      const statuses = sql`('New', 'Contacted', 'Interested', 'Not Interested', 'Converted', 'Closed - Lost', 'Other')`;
      await db.schema
        .createTable('offer_interest')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('offer_id', 'integer', (c) => c.notNull())
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('phone_number', 'varchar(15)', (c) => c.notNull())
        .addColumn('email', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('region', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('New').check(sql`status in ${statuses}`))
        .addColumn('comment', 'varchar(250)')
        .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
        .addColumn('modified_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('offer_interest_user_offer_uq', ['user_id', 'offer_id'])
        .execute();
      await db.schema.createIndex('offer_interest_offer').on('offer_interest').columns(['offer_id', 'id']).execute();
      await db.schema
        .createTable('offer_interest_activity')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('offer_interest_id', 'integer', (c) => c.notNull().references('offer_interest.id'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().check(sql`status in ${statuses}`))
        .addColumn('comment', 'varchar(250)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('offer_interest_activity_interest').on('offer_interest_activity').columns(['offer_interest_id', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('offer_interest_activity').execute();
      await db.schema.dropTable('offer_interest').execute();
    },
  },
};
