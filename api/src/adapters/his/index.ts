import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import {
  findPatientRecords,
  listSchedules,
  type DoctorSchedule,
  type PatientRecord,
  type PatientRecordQuery,
  type ScheduleQuery,
} from '../../standins/his/repository.js';

export type { DoctorSchedule, PatientRecord, PatientRecordQuery, ScheduleQuery };

/**
 * The hospital information system as the portal sees it. Feature issues add their calls here (slots,
 * booking, cancelling, lab orders and PDFs, medications), each in both implementations.
 */
export interface HisAdapter {
  /** A person's registrations (one per facility), found by mobile and/or identity document. */
  findPatientRecords(query: PatientRecordQuery): Promise<PatientRecord[]>;
  /** Doctors' weekly working hours, from which free slots are derived. */
  listSchedules(query: ScheduleQuery): Promise<DoctorSchedule[]>;
}

/** Embedded stand-in: the `his_*` tables of this database (standins/his), seeded in embedded mode. */
export function createEmbeddedHis(db: Kysely<any>): HisAdapter {
  return {
    findPatientRecords: (q) => findPatientRecords(db, q),
    listSchedules: (q) => listSchedules(db, q),
  };
}

/**
 * Production: the hospital's integration API at HIS_BASE_URL, answering the same shapes as JSON
 * (`GET /patients?…` and `GET /schedules?…`), with HIS_API_KEY as a bearer token.
 */
export function createHttpHis(config: Pick<Config, 'HIS_BASE_URL' | 'HIS_API_KEY'>, timeoutMs = 15_000): HisAdapter {
  const base = config.HIS_BASE_URL?.replace(/\/+$/, '');
  if (!base) throw new Error('HIS_BASE_URL is required for HIS_ADAPTER=http');
  async function get<T>(path: string, query: Record<string, string | number | undefined>): Promise<T> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (config.HIS_API_KEY) headers['authorization'] = `Bearer ${config.HIS_API_KEY}`;
    const res = await fetch(`${base}${path}?${params}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`HIS answered ${res.status} on ${path}`);
    return (await res.json()) as T;
  }
  return {
    findPatientRecords: (q) => get<PatientRecord[]>('/patients', { ...q }),
    listSchedules: (q) => get<DoctorSchedule[]>('/schedules', { ...q }),
  };
}
