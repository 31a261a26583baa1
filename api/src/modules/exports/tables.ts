import type { ColumnType } from 'kysely';

/**
 * Progress of a running export, per page, so the administrator's progress bar can follow it from any
 * API process (the export streams from one process; the progress call may reach another).
 */
export interface ExportTables {
  export_progress: {
    /** Chosen by the browser (a random UUID) so it can ask for progress while the file is downloading. */
    id: string;
    user_id: number;
    kind: string;
    total: number;
    done: ColumnType<number, number | undefined, number>;
    finished: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date | undefined, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}
