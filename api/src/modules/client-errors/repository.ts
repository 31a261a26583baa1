import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { ClientErrorsTable } from './tables.js';

/** SQL of the client-errors module: the reports browsers send, kept for operators. */
export async function insertClientError(db: Db, row: Insertable<ClientErrorsTable>): Promise<void> {
  await db.insertInto('client_errors').values(row).execute();
}
