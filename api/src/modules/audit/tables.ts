import type { ColumnType, Generated } from 'kysely';

/** Who read or changed whose health data. Rows are only ever inserted (a trigger refuses the rest). */
export interface AuditTables {
  audit_log: {
    id: Generated<string>;
    at: ColumnType<Date, Date | undefined, never>;
    actor_user_id: number | null;
    subject_user_id: number | null;
    family_member_id: number | null;
    action: string;
    resource: string;
    resource_id: string | null;
    ip: string | null;
    outcome: string;
    /** portal or teleconsultation (the request's Invoking_Channel); null for the hospital system's jobs. */
    channel: string | null;
    /**
     * The hospital registrations whose data was read (`patientRef`: facility code / medical record number): the
     * patient's "who saw my records" finds every account's reads of her records by these, not by who asked.
     */
    patients: ColumnType<string[] | null, string[] | null | undefined, never>;
  };
}
