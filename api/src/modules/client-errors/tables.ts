import type { Generated } from 'kysely';

export interface ClientErrorsTable {
  id: Generated<string>;
  at: Generated<Date>;
  kind: string;
  remote: string | null;
  deploy_id: string | null;
  message: string;
  page: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface ClientErrorTables {
  client_errors: ClientErrorsTable;
}
