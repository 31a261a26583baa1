import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { audit } from '../audit/audit.js';
import { getLoginCounters, resetFailedAttempts, resetLoginCounter } from '../security/index.js';
import type { LoginCounters } from '../security/login-counters.js';
import { AppError, notFound } from '../../http/envelope.js';
import type { AdminUser } from '@portal/shared/contracts';
export type { AdminUser };

/** Who acts, for the audit log of every administrator change (account §6: "each written with who did it"). */
export interface AdminActor {
  userId: number;
  ip: string;
}

export interface SearchedUser extends AdminUser {
  counters: LoginCounters;
}

export interface RegisteredDeactivatedCounts {
  totalRegisteredUsers: number;
  registeredIn30Days: number;
  registeredToday: number;
  totalDeactivatedUsers: number;
  deactivatedIn30Days: number;
  deactivatedToday: number;
}

/** "Today" is the Gulf day (UTC+4, no daylight saving), as for the daily login limit. */
const gulfToday = sql`((now() at time zone 'UTC') + interval '4 hours')::date`;
const gulfDate = (col: string) => sql`((${sql.ref(col)} at time zone 'UTC') + interval '4 hours')::date`;

export class AdminService {
  constructor(private readonly db: Db) {}

  private selectUsers() {
    return this.db
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

  private static withFullName<T extends Omit<AdminUser, 'fullName'>>(u: T): T & { fullName: string } {
    return { ...u, fullName: `${u.firstName} ${u.lastName}`.trim() };
  }

  /** Accounts with an administrator role (2 or 3), oldest first so that pages are stable. */
  async adminList(skip: number, take: number): Promise<AdminUser[]> {
    const rows = await this.selectUsers().where('u.role_id', 'in', [2, 3]).orderBy('u.id').offset(skip).limit(take).execute();
    return rows.map(AdminService.withFullName);
  }

  async search(actor: AdminActor, callingCode: string, mobile: string): Promise<SearchedUser | null> {
    const row = await this.selectUsers().where('u.calling_code', '=', callingCode).where('u.mobile', '=', mobile).executeTakeFirst();
    await audit(this.db, { actorUserId: actor.userId, subjectUserId: row?.id ?? null, action: 'search', resource: 'user', ip: actor.ip, outcome: row ? 'success' : 'failed' });
    if (!row) return null;
    return { ...AdminService.withFullName(row), counters: await getLoginCounters(this.db, row.id) };
  }

  private async requireUser(userId: number): Promise<void> {
    const u = await this.db.selectFrom('users').select('id').where('id', '=', userId).where('status', '=', 'active').executeTakeFirst();
    if (!u) throw notFound('User not found');
  }

  async updateRole(actor: AdminActor, userId: number, roleId: number): Promise<void> {
    const role = await this.db.selectFrom('master_lookup').select('id').where('kind', '=', 'role').where('id', '=', roleId).executeTakeFirst();
    if (!role) throw new AppError(400, 'Invalid role', 'Invalid', { field: 'roleId' });
    await this.requireUser(userId);
    await this.db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ role_id: roleId }).where('id', '=', userId).execute();
      await audit(tx, { actorUserId: actor.userId, subjectUserId: userId, action: 'update-role', resource: 'user', resourceId: roleId, ip: actor.ip, outcome: 'success' });
    });
    // The role lives on the session row too (requireAuth reads it there); a changed role applies at the
    // user's next login, like the original portal where the role is part of the stored user.
  }

  async resetLoginCounter(actor: AdminActor, userId: number): Promise<void> {
    await this.requireUser(userId);
    await this.db.transaction().execute(async (tx) => {
      await resetLoginCounter(tx as unknown as Db, userId);
      await audit(tx, { actorUserId: actor.userId, subjectUserId: userId, action: 'reset-login-counter', resource: 'login-counters', ip: actor.ip, outcome: 'success' });
    });
  }

  async resetFailedAttempts(actor: AdminActor, userId: number): Promise<void> {
    await this.requireUser(userId);
    await this.db.transaction().execute(async (tx) => {
      await resetFailedAttempts(tx as unknown as Db, userId);
      await audit(tx, { actorUserId: actor.userId, subjectUserId: userId, action: 'reset-failed-attempts', resource: 'login-counters', ip: actor.ip, outcome: 'success' });
    });
  }

  /** One aggregate query over users (account §3 counts). */
  async counts(): Promise<RegisteredDeactivatedCounts> {
    const row = await this.db
      .selectFrom('users')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`count(*) filter (where ${gulfDate('created_at')} > ${gulfToday} - 30)`.as('reg30'),
        sql<number>`count(*) filter (where ${gulfDate('created_at')} = ${gulfToday})`.as('regToday'),
        sql<number>`count(*) filter (where status = 'deactivated')`.as('deact'),
        sql<number>`count(*) filter (where status = 'deactivated' and ${gulfDate('deactivated_at')} > ${gulfToday} - 30)`.as('deact30'),
        sql<number>`count(*) filter (where status = 'deactivated' and ${gulfDate('deactivated_at')} = ${gulfToday})`.as('deactToday'),
      ])
      .executeTakeFirstOrThrow();
    return {
      totalRegisteredUsers: Number(row.total),
      registeredIn30Days: Number(row.reg30),
      registeredToday: Number(row.regToday),
      totalDeactivatedUsers: Number(row.deact),
      deactivatedIn30Days: Number(row.deact30),
      deactivatedToday: Number(row.deactToday),
    };
  }

  /** Registrations per Gulf day over the last `days` days, every day present (0 when none). */
  async registrationsPerDay(days: number): Promise<{ date: string; count: number }[]> {
    const rows = await sql<{ d: string; n: number }>`
      select to_char(day, 'YYYY-MM-DD') as d, coalesce(c.n, 0)::integer as n
      from generate_series((${gulfToday} - ${days - 1}::integer)::timestamp, ${gulfToday}::timestamp, interval '1 day') as day
      left join (
        select ${gulfDate('created_at')} as d, count(*) as n from users
        where created_at > now() - make_interval(days => ${days + 1})
        group by 1
      ) c on c.d = day::date
      order by day`.execute(this.db);
    return rows.rows.map((r) => ({ date: r.d, count: Number(r.n) }));
  }

  /** Active accounts in registration order, for the paged list and the export (keyset on id). */
  async registeredUsersAfter(afterId: number, take: number): Promise<RegisteredUserRow[]> {
    const rows = await this.db
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
      .where('status', '=', 'active')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(take)
      .execute();
    return rows.map((r) => ({ ...r, email: r.email ?? '', mobileNumber: `${r.callingCode}${r.mobile}` }));
  }

  async registeredUsersPage(offset: number, take: number): Promise<{ registeredUsers: RegisteredUserRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
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
        .where('status', '=', 'active')
        .orderBy('id')
        .offset(offset)
        .limit(take)
        .execute(),
      this.activeUserCount(),
    ]);
    return { registeredUsers: rows.map((r) => ({ ...r, email: r.email ?? '', mobileNumber: `${r.callingCode}${r.mobile}` })), total };
  }

  async activeUserCount(): Promise<number> {
    const row = await this.db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('status', '=', 'active').executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

/** Registered-user export row of account §3 (firstName, lastName, email, mobileNumber, registeredOn dd/MM/yyyy). */
export interface RegisteredUserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  callingCode: string;
  mobile: string;
  mobileNumber: string;
  registeredOn: string;
}
