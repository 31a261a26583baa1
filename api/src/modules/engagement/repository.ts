import { sql, type Insertable } from 'kysely';
import type { EngagementTables } from './tables.js';
import type { Db } from '../../db/schema.js';

/** SQL of the engagement module. Every insert returns the stored row's id; nothing here deletes. */
export class EngagementRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async insertHealthPackageRequest(row: Omit<Insertable<EngagementTables['health_package_request']>, 'facility_ids'> & { facility_ids: number[] }) {
    const r = await this.db
      .insertInto('health_package_request')
      .values({ ...row, facility_ids: JSON.stringify(row.facility_ids) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  /** One statement: the number comes from the sequence and the row is written with it. */
  async insertComplaint(row: Omit<Insertable<EngagementTables['complaint']>, 'complaint_number'>): Promise<string> {
    const r = await this.db
      .insertInto('complaint')
      .values({ ...row, complaint_number: sql<string>`'CMP' || nextval('complaint_number_seq')::text` })
      .returning('complaint_number')
      .executeTakeFirstOrThrow();
    return r.complaint_number;
  }

  async insertAskDoctor(row: Insertable<EngagementTables['ask_doctor_request']>) {
    return (await this.db.insertInto('ask_doctor_request').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async insertContact(row: Insertable<EngagementTables['contact_request']>) {
    return (await this.db.insertInto('contact_request').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async insertPatientFeedback(row: Insertable<EngagementTables['patient_feedback']>) {
    return (await this.db.insertInto('patient_feedback').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async insertFeedbackResponse(row: Omit<Insertable<EngagementTables['feedback_response']>, 'answers'> & { answers: { Questionid: number; Answer: string }[] }) {
    return (await this.db.insertInto('feedback_response').values({ ...row, answers: JSON.stringify(row.answers) }).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** The newest requests of each kind, for the administrators' lists (admin area). */
  listComplaints(limit = 50, offset = 0) {
    return this.db
      .selectFrom('complaint')
      .select(['id', 'complaint_number', 'user_id', 'facility_code', 'complainant_name', sql<string>`to_char(incident_date, 'YYYY-MM-DD')`.as('incident_date'), 'email', 'phone_number', 'source', 'complaint_text', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
