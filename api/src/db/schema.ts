import type { Kysely, Transaction } from 'kysely';
import type { CoreTables } from '../modules/health/tables.js';
import type { MasterdataTables } from '../modules/masterdata/tables.js';

/**
 * The database type is the union of every module's tables. A module declares its own tables in
 * `modules/<area>/tables.ts` and adds one `&` here; it never edits another module's tables.
 */
export type Database = CoreTables &
  MasterdataTables;

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
