import { sql, type Insertable } from 'kysely';
import type { EngagementTables } from './tables.js';
import type { Db } from '../../db/schema.js';

/** SQL of the engagement module: each function takes the database. Every insert returns the stored row's id; nothing here deletes. */

export async function insertHealthPackageRequest(db: Db, row: Omit<Insertable<EngagementTables['health_package_request']>, 'facility_ids'> & { facility_ids: number[] }) {
  const r = await db
    .insertInto('health_package_request')
    .values({ ...row, facility_ids: JSON.stringify(row.facility_ids) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** One statement: the number comes from the sequence and the row is written with it. */
export async function insertComplaint(db: Db, row: Omit<Insertable<EngagementTables['complaint']>, 'complaint_number'>): Promise<string> {
  const r = await db
    .insertInto('complaint')
    .values({ ...row, complaint_number: sql<string>`'CMP' || nextval('complaint_number_seq')::text` })
    .returning('complaint_number')
    .executeTakeFirstOrThrow();
  return r.complaint_number;
}

export async function insertAskDoctor(db: Db, row: Insertable<EngagementTables['ask_doctor_request']>) {
  return (await db.insertInto('ask_doctor_request').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertContact(db: Db, row: Insertable<EngagementTables['contact_request']>) {
  return (await db.insertInto('contact_request').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertPatientFeedback(db: Db, row: Insertable<EngagementTables['patient_feedback']>) {
  return (await db.insertInto('patient_feedback').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertFeedbackResponse(db: Db, row: Omit<Insertable<EngagementTables['feedback_response']>, 'answers'> & { answers: { Questionid: number; Answer: string }[] }) {
  return (await db.insertInto('feedback_response').values({ ...row, answers: JSON.stringify(row.answers) }).returning('id').executeTakeFirstOrThrow()).id;
}
