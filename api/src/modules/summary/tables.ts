import type { ColumnType, Generated } from 'kysely';

/**
 * Shared links of patient summaries (SMART Health Links). The link's key never reaches the database: a row holds
 * the summary encrypted with it (a compact JWE), so the portal cannot read a shared file without the link.
 */
export interface SummaryTables {
  summary_share_links: {
    id: Generated<number>;
    /** SHA-256 (base64url) of the manifest address's random segment: the address itself is not stored either. */
    manifest_hash: string;
    /** The account that made it. */
    owner_user_id: number;
    /** Whose summary: null for the account holder, else the account's family member. */
    family_member_id: number | null;
    /**
     * The hospital registrations the summary is of (`patientRef`), so that the person's own account (a family member
     * elsewhere) sees the link too: the account whose proven registrations they are, never one that claims a document.
     */
    subject_patients: ColumnType<string[], string[] | undefined, string[]>;
    patient_name: string;
    label: string;
    /** Comma-separated summary sections. */
    sections: string;
    lang: string;
    /** The summary as a compact JWE (dir, A256GCM); null once revoked. */
    jwe: string | null;
    /** argon2id of the passcode, or null (no passcode). */
    passcode_hash: string | null;
    /** Wrong passcodes in the link's whole life (it locks at SHARE_PASSCODE.attempts). */
    failed_attempts: ColumnType<number, number | undefined, number>;
    created_at: ColumnType<Date, Date | undefined, never>;
    expires_at: ColumnType<Date, Date, never>;
    revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  /** Each manifest request that reached the link: who said they were, and what happened. */
  summary_share_openings: {
    id: Generated<number>;
    link_id: number;
    at: ColumnType<Date, Date | undefined, never>;
    recipient: string;
    /** opened, wrong-passcode */
    outcome: string;
  };
  /** One-time, short-lived `location` addresses of a link's file (for a receiver that asks for no embedded file). */
  summary_share_tickets: {
    id: Generated<number>;
    link_id: number;
    token_hash: string;
    expires_at: ColumnType<Date, Date, never>;
    used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
}
