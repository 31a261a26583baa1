import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { ResultReleaseRules } from '@portal/shared/contracts';
import { DEFAULT_RELEASE_RULES } from './results-rules.js';

/** SQL of the records module: the report grants of verified codes, the release rules of results (and the account of a number, for test data). */

/** Whether the account verified a code for this number (digits only) within the grant's lifetime. */
export async function hasReportGrant(db: Db, userId: number, callingCode: string, mobile: string): Promise<boolean> {
  const row = await db
    .selectFrom('records_report_grants')
    .select('id')
    .where('user_id', '=', userId)
    .where('calling_code', '=', callingCode)
    .where('mobile', '=', mobile)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
  return Boolean(row);
}

/** A grant for this number's reports for `minutes`; grants expired for a day are cleared on the way (they serve nothing). */
export async function addReportGrant(db: Db, userId: number, callingCode: string, mobile: string, minutes: number): Promise<void> {
  await db.insertInto('records_report_grants').values({
    user_id: userId, calling_code: callingCode, mobile,
    expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` as unknown as Date,
  }).execute();
  await db.deleteFrom('records_report_grants').where(sql<boolean>`expires_at < now() - interval '1 day'`).execute();
}

/** The release rules of laboratory results as the database holds them (the migration wrote the defaults). */
export async function resultReleaseRules(db: Db): Promise<ResultReleaseRules> {
  const settings = await db.selectFrom('records_result_release_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  const tests = await db.selectFrom('records_sensitive_tests').select(['code', 'name']).orderBy('code').execute();
  return {
    sensitiveHoldDays: settings?.sensitive_hold_days ?? DEFAULT_RELEASE_RULES.sensitiveHoldDays,
    criticalHoldDays: settings?.critical_hold_days ?? DEFAULT_RELEASE_RULES.criticalHoldDays,
    criticalInterpretations: settings ? settings.critical_interpretations.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean) : DEFAULT_RELEASE_RULES.criticalInterpretations,
    sensitiveTests: tests,
  };
}
