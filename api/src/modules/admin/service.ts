import type { Db, Tx } from '../../db/schema.js';
import { audit } from '../audit/audit.js';
import { getLoginCounters, lockKey, resetFailedAttempts, resetLoginCounter } from '../security/index.js';
import { AppError, notFound } from '../../http/envelope.js';
import { isRole } from '../masterdata/index.js';
import {
  activeRoleOf, activeUserByMobile, activeUserCount, activeUsersWithRoles, isActiveUser, otherActiveWithRole, registeredUsers, registrationCounts,
  registrationsPerDay, setRole,
} from '../user/index.js';
import type { AdminUser, DayCount, RegisteredDeactivatedCounts, SearchedUser } from '@portal/shared/contracts';
export type { AdminUser };

/** Who acts, for the audit log of every administrator change (docs/product.md#administration-roles). */
export interface AdminActor {
  userId: number;
  ip: string;
}

/** The role that manages users and roles (docs/product.md#administration-roles). */
const ADMINISTRATOR = 3;
export const LAST_ADMINISTRATOR = 'The last administrator cannot lose the administrator role';

export class AdminService {
  constructor(private readonly db: Db) {}

  private static withFullName<T extends Omit<AdminUser, 'fullName'>>(u: T): T & { fullName: string } {
    return { ...u, fullName: `${u.firstName} ${u.lastName}`.trim() };
  }

  /** Accounts with an administrator role (2 or 3), oldest first so that pages are stable. */
  async adminList(skip: number, take: number): Promise<AdminUser[]> {
    const rows = await activeUsersWithRoles(this.db, [2, 3], skip, take);
    return rows.map(AdminService.withFullName);
  }

  async search(actor: AdminActor, callingCode: string, mobile: string): Promise<SearchedUser | null> {
    const row = await activeUserByMobile(this.db, callingCode, mobile);
    await audit(this.db, { actorUserId: actor.userId, subjectUserId: row?.id ?? null, action: 'search', resource: 'user', ip: actor.ip, outcome: row ? 'success' : 'failed' });
    if (!row) return null;
    const counters = await getLoginCounters(this.db, row.id);
    return { ...AdminService.withFullName(row), counters: { ...counters, lockedUntil: counters.lockedUntil?.toISOString() ?? null } };
  }

  private async requireUser(userId: number): Promise<void> {
    if (!(await isActiveUser(this.db, userId))) throw notFound('User not found');
  }

  /**
   * A role change, never leaving the portal without an administrator (role 3): the last one keeps the role,
   * whoever asks (itself included). Role changes take one lock, so two administrators demoting each other at the
   * same moment, from any process, cannot both succeed.
   */
  async updateRole(actor: AdminActor, userId: number, roleId: number): Promise<void> {
    if (!(await isRole(this.db, roleId))) throw new AppError(400, 'Invalid role', 'Invalid', { field: 'roleId' });
    await this.requireUser(userId);
    await this.db.transaction().execute(async (tx) => {
      await lockKey(tx, 'administrators');
      const current = await activeRoleOf(tx, userId);
      if (current === undefined) throw notFound('User not found');
      if (current === ADMINISTRATOR && roleId !== ADMINISTRATOR && (await otherActiveWithRole(tx, ADMINISTRATOR, userId)) === 0) {
        throw new AppError(409, LAST_ADMINISTRATOR, 'Conflict');
      }
      await setRole(tx, userId, roleId);
      await audit(tx, { actorUserId: actor.userId, subjectUserId: userId, action: 'update-role', resource: 'user', resourceId: roleId, ip: actor.ip, outcome: 'success' });
    });
    // The role lives on the session row too (requireAuth reads it there); a changed role applies at the
    // user's next login, like the original portal where the role is part of the stored user.
  }

  async resetLoginCounter(actor: AdminActor, userId: number): Promise<void> {
    await this.requireUser(userId);
    await this.db.transaction().execute(async (tx) => {
      await resetLoginCounter(tx, userId);
      await audit(tx, { actorUserId: actor.userId, subjectUserId: userId, action: 'reset-login-counter', resource: 'login-counters', ip: actor.ip, outcome: 'success' });
    });
  }

  async resetFailedAttempts(actor: AdminActor, userId: number): Promise<void> {
    await this.requireUser(userId);
    await this.db.transaction().execute(async (tx) => {
      await resetFailedAttempts(tx, userId);
      await audit(tx, { actorUserId: actor.userId, subjectUserId: userId, action: 'reset-failed-attempts', resource: 'login-counters', ip: actor.ip, outcome: 'success' });
    });
  }

  /** One aggregate query over users (the counts of docs/product.md#administration-analytics). */
  async counts(): Promise<RegisteredDeactivatedCounts> {
    const row = await registrationCounts(this.db);
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
  async registrationsPerDay(days: number): Promise<DayCount[]> {
    const rows = await registrationsPerDay(this.db, days);
    return rows.map((r) => ({ date: r.d, count: Number(r.n) }));
  }

  /** Active accounts in registration order, for the paged list and the export (keyset on id). */
  async registeredUsersAfter(afterId: number, take: number): Promise<RegisteredUserRow[]> {
    const rows = await registeredUsers(this.db, { afterId, take });
    return rows.map((r) => ({ ...r, email: r.email ?? '', mobileNumber: `${r.callingCode}${r.mobile}` }));
  }

  async registeredUsersPage(offset: number, take: number): Promise<{ registeredUsers: RegisteredUserRow[]; total: number }> {
    const [rows, total] = await Promise.all([registeredUsers(this.db, { offset, take }), this.activeUserCount()]);
    return { registeredUsers: rows.map((r) => ({ ...r, email: r.email ?? '', mobileNumber: `${r.callingCode}${r.mobile}` })), total };
  }

  activeUserCount(): Promise<number> {
    return activeUserCount(this.db);
  }
}

/** Registered-user export row (firstName, lastName, email, mobileNumber, registeredOn dd/MM/yyyy). */
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

/**
 * Inside a transaction that removes an account or its role: refuses (409) when it is the last active administrator.
 * Takes the role changes' lock, so the check and the change cannot interleave with another one.
 */
export async function assertNotLastAdministrator(tx: Tx, userId: number): Promise<void> {
  await lockKey(tx, 'administrators');
  if ((await activeRoleOf(tx, userId)) === ADMINISTRATOR && (await otherActiveWithRole(tx, ADMINISTRATOR, userId)) === 0) {
    throw new AppError(409, LAST_ADMINISTRATOR, 'Conflict');
  }
}
