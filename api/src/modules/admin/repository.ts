import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** SQL of the administrators' area: accounts, their roles, and the registration figures. */

/** "Today" is the Gulf day (UTC+4, no daylight saving), as for the daily login limit. */
const gulfToday = sql`((now() at time zone 'UTC') + interval '4 hours')::date`;
const gulfDate = (col: string) => sql`((${sql.ref(col)} at time zone 'UTC') + interval '4 hours')::date`;

function selectActiveUsers(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('master_lookup as r', (j) => j.onRef('r.id', '=', 'u.role_id').on('r.kind', '=', 'role'))
    .select([
      'u.id',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.calling_code as callingCode',
      'u.mobile',
      'u.email',
      'u.role_id as roleId',
      sql<string>`coalesce(r.text_en, '')`.as('roleName'),
      sql<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('dateOfBirth'),
    ])
    .where('u.status', '=', 'active');
}

/** Active accounts with one of these roles, oldest first so that pages are stable. */
export async function activeUsersWithRoles(db: Db, roleIds: number[], skip: number, take: number) {
  return selectActiveUsers(db).where('u.role_id', 'in', roleIds).orderBy('u.id').offset(skip).limit(take).execute();
}

export async function activeUserByMobile(db: Db, callingCode: string, mobile: string) {
  return selectActiveUsers(db).where('u.calling_code', '=', callingCode).where('u.mobile', '=', mobile).executeTakeFirst();
}

export async function isActiveUser(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).where('status', '=', 'active').executeTakeFirst());
}

export async function isRole(db: Db, roleId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('master_lookup').select('id').where('kind', '=', 'role').where('id', '=', roleId).executeTakeFirst());
}

/** The role of an active account (undefined when there is none). */
export async function activeRoleOf(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('role_id').where('id', '=', userId).where('status', '=', 'active').executeTakeFirst();
  return row?.role_id;
}

/** Active accounts with this role other than `userId`. */
export async function otherActiveWithRole(db: Db, roleId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::integer`.as('n'))
    .where('role_id', '=', roleId)
    .where('status', '=', 'active')
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.updateTable('users').set({ role_id: roleId }).where('id', '=', userId).execute();
}

/**
 * One aggregate query over users: registered and deactivated, in all, in 30 Gulf days and today. The total is of
 * the accounts still registered (active), the ones the registered-users export lists; a deleted account counts
 * among the deactivated. The 30-day and today figures count the registrations that happened in the window.
 */
export async function registrationCounts(db: Db) {
  return db
    .selectFrom('users')
    .select([
      sql<number>`count(*) filter (where status = 'active')`.as('total'),
      sql<number>`count(*) filter (where ${gulfDate('created_at')} > ${gulfToday} - 30)`.as('reg30'),
      sql<number>`count(*) filter (where ${gulfDate('created_at')} = ${gulfToday})`.as('regToday'),
      sql<number>`count(*) filter (where status = 'deactivated')`.as('deact'),
      sql<number>`count(*) filter (where status = 'deactivated' and ${gulfDate('deactivated_at')} > ${gulfToday} - 30)`.as('deact30'),
      sql<number>`count(*) filter (where status = 'deactivated' and ${gulfDate('deactivated_at')} = ${gulfToday})`.as('deactToday'),
    ])
    .executeTakeFirstOrThrow();
}

/** Registrations per Gulf day over the last `days` days, every day present (0 when none). */
export async function registrationsPerDay(db: Db, days: number): Promise<{ d: string; n: number }[]> {
  const rows = await sql<{ d: string; n: number }>`
    select to_char(day, 'YYYY-MM-DD') as d, coalesce(c.n, 0)::integer as n
    from generate_series((${gulfToday} - ${days - 1}::integer)::timestamp, ${gulfToday}::timestamp, interval '1 day') as day
    left join (
      select ${gulfDate('created_at')} as d, count(*) as n from users
      where created_at > now() - make_interval(days => ${days + 1})
      group by 1
    ) c on c.d = day::date
    order by day`.execute(db);
  return rows.rows;
}

function selectRegisteredUsers(db: Db) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'first_name as firstName',
      'last_name as lastName',
      'email',
      'calling_code as callingCode',
      'mobile',
      sql<string>`to_char(((created_at at time zone 'UTC') + interval '4 hours'), 'DD/MM/YYYY')`.as('registeredOn'),
    ])
    .where('status', '=', 'active');
}

/** Active accounts in registration order: after an id (keyset, for the export) or a page by offset. */
export async function registeredUsers(db: Db, page: { afterId?: number; offset?: number; take: number }) {
  let q = selectRegisteredUsers(db);
  if (page.afterId !== undefined) q = q.where('id', '>', page.afterId);
  q = q.orderBy('id');
  if (page.offset !== undefined) q = q.offset(page.offset);
  return q.limit(page.take).execute();
}

export async function activeUserCount(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('status', '=', 'active').executeTakeFirstOrThrow();
  return Number(row.n);
}
