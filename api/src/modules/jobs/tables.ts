import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type JobState = 'pending' | 'active' | 'done' | 'failed';

/**
 * The job queue shared by every API process on one database (see README.md): a row per job, claimed with
 * `FOR UPDATE SKIP LOCKED`, leased for a while, and fenced by `locked_by` so that only the lease holder
 * can move it on.
 */
export interface JobsTable {
  id: Generated<number>;
  queue: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** What the handler has done so far (a cursor): written in the same transaction as the work. */
  progress: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface JobTables {
  jobs: JobsTable;
}
