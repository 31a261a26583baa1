import { sql, type Insertable, type Updateable } from 'kysely';
import type { SessionUser } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import type { PersonIdentity } from '../../adapters/his/types.js';
import type { UsersTable } from './tables.js';

/** What the sign-in flows need of an account. `dateOfBirth` is 'yyyy-mm-dd'. */
export interface AccountRow {
  id: number;
  callingCode: string;
  mobile: string;
  passwordHash: string | null;
  roleId: number;
  dateOfBirth: string | null;
}

const accountColumns = [
  'id',
  'calling_code',
  'mobile',
  'password_hash',
  'role_id',
  sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob'),
] as const;

function toAccount(r: { id: number; calling_code: string; mobile: string; password_hash: string | null; role_id: number; dob: string | null }): AccountRow {
  return { id: r.id, callingCode: r.calling_code, mobile: r.mobile, passwordHash: r.password_hash, roleId: r.role_id, dateOfBirth: r.dob };
}

/** The active account holding this number (a deactivated account's number is free again). */
export async function findActiveAccountByMobile(db: Db, callingCode: string, mobile: string): Promise<AccountRow | undefined> {
  const r = await db
    .selectFrom('users')
    .select(accountColumns)
    .where('calling_code', '=', callingCode)
    .where('mobile', '=', mobile)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return r ? toAccount(r) : undefined;
}

export async function findActiveAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const r = await db.selectFrom('users').select(accountColumns).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
  return r ? toAccount(r) : undefined;
}

export interface NewUser {
  callingCode: string;
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  genderId: number;
  countryId: number;
  /** 'yyyy-mm-dd' */
  dateOfBirth: string;
  documentTypeId: number;
  documentId: string;
  passwordHash: string;
  roleId?: number;
}

/**
 * Inserts an account; returns its id, or null when an active account already holds the number (the
 * partial unique index decides, so two concurrent registrations cannot both win).
 */
export async function insertUser(db: Db, u: NewUser): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      calling_code: u.callingCode,
      mobile: u.mobile,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      gender_id: u.genderId,
      country_id: u.countryId,
      date_of_birth: u.dateOfBirth,
      document_type_id: u.documentTypeId,
      document_id: u.documentId,
      password_hash: u.passwordHash,
      role_id: u.roleId ?? 1,
      facility_id: null,
      vblog: null,
      profile_img_url: null,
      profile_img_file_name: null,
      uae_pass_issuer: null,
      uae_pass_uuid: null,
      deactivated_at: null,
    })
    .onConflict((oc) => oc.columns(['calling_code', 'mobile']).where('status', '=', 'active').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Clears an active account's date of birth and hospital (a development helper); the accounts changed. */
export async function forgetBirthDateAndHospital(db: Db, callingCode: string, mobile: string): Promise<number> {
  const res = await db
    .updateTable('users')
    .set({ date_of_birth: null, facility_id: null, vblog: null })
    .where('calling_code', '=', callingCode)
    .where('mobile', '=', mobile)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The language the account last chose (SMS and notifications use it). */
export async function setPreferredLang(db: Db, userId: number, lang: 'en' | 'ar'): Promise<void> {
  await db.updateTable('users').set({ preferred_lang: lang }).where('id', '=', userId).execute();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/**
 * The user fields of the login answer. Gender and role names come from master data;
 * countryCode is the two-letter country of the account's calling code (what the phone picker shows).
 */
export async function sessionUser(db: Db, userId: number): Promise<SessionUser | undefined> {
  const r = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.mobile',
      'u.calling_code',
      'u.profile_img_url',
      'u.profile_img_file_name',
      'u.role_id',
      'u.facility_id',
      'u.vblog',
      sql<boolean>`u.date_of_birth is not null`.as('has_dob'),
      sql<string | null>`(select l.text_en from master_lookup l where l.kind = 'gender' and l.id = u.gender_id)`.as('gender'),
      sql<string | null>`(select l.text_en from master_lookup l where l.kind = 'role' and l.id = u.role_id)`.as('role_name'),
      sql<string | null>`(select c.country_code from master_country c where c.phone_code = u.calling_code order by c.id limit 1)`.as('country_code'),
    ])
    .where('u.id', '=', userId)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    userId: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    gender: r.gender ?? '',
    email: r.email ?? '',
    mobile: r.mobile,
    callingCode: r.calling_code,
    countryCode: r.country_code ?? '',
    profileImgUrl: r.profile_img_url,
    profileImgFileName: r.profile_img_file_name,
    isDOBAvailable: Boolean(r.has_dob),
    roleId: r.role_id,
    roleName: r.role_name ?? '',
    facilityId: r.facility_id,
    vblog: r.vblog,
  };
}

/** The account holder as a person the hospital matches (records, appointments); undefined for an unknown account. */
export async function accountPerson(db: Db, userId: number): Promise<PersonIdentity | undefined> {
  const u = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'calling_code', 'mobile', 'document_type_id', 'document_id', 'gender_id', sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob'), documentVerifiedSql().as('document_verified')])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) return undefined;
  return {
    firstName: u.first_name, lastName: u.last_name, dateOfBirth: u.dob ?? '', callingCode: u.calling_code, mobile: u.mobile,
    documentTypeId: u.document_type_id ?? 0, documentId: (u.document_id ?? '').replace(/[\s-]/g, ''), genderId: u.gender_id ?? 0,
    documentVerified: u.document_verified === true,
  };
}

/**
 * Whether the account's document is the one the national digital identity asserted (`PersonIdentity.documentVerified`),
 * as a column of a query on `users` (aliased `table` when given).
 */
export function documentVerifiedSql(table?: string) {
  const col = (c: string) => sql.ref(table ? `${table}.${c}` : c);
  return sql<boolean>`coalesce(${col('identity_document_id')} = ${col('document_id')} and ${col('identity_document_type_id')} = ${col('document_type_id')}, false)`;
}

/** Records the document the national digital identity asserted for the account (on every sign-in through it). */
export async function setIdentityDocument(db: Db, userId: number, doc: { documentTypeId: number; documentId: string } | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ identity_document_type_id: doc?.documentTypeId ?? null, identity_document_id: doc?.documentId ?? null })
    .where('id', '=', userId)
    .execute();
}

/** The active accounts (but `exceptUserId`) whose profile claims this document, with their number and whether the identity asserted it. */
export async function accountsClaimingDocument(db: Db, doc: { documentTypeId: number; documentId: string }, exceptUserId?: number) {
  let q = db
    .selectFrom('users')
    .select(['id', 'first_name', 'calling_code', 'mobile', documentVerifiedSql().as('document_verified')])
    .where('status', '=', 'active')
    .where('document_id', '=', doc.documentId)
    .where('document_type_id', '=', doc.documentTypeId);
  if (exceptUserId !== undefined) q = q.where('id', '<>', exceptUserId);
  return (await q.execute()).map((r) => ({ userId: r.id, firstName: r.first_name, callingCode: r.calling_code, mobile: r.mobile, documentVerified: r.document_verified === true }));
}

/** The account holding this number (test data of the embedded mode). */
export async function accountIdByMobile(db: Db, callingCode: string, mobile: string): Promise<number | undefined> {
  const user = await db.selectFrom('users').select('id').where('calling_code', '=', callingCode).where('mobile', '=', mobile).executeTakeFirst();
  return user?.id;
}

// ---- The identity provider's link of an account (auth/identity-service.ts)

/** The active account linked to this identity, other than `exceptUserId` when given. */
export async function accountOfIdentity(db: Db, issuer: string, uuid: string, exceptUserId?: number) {
  let q = db
    .selectFrom('users')
    .select(['id', 'role_id'])
    .where('uae_pass_issuer', '=', issuer)
    .where('uae_pass_uuid', '=', uuid)
    .where('status', '=', 'active');
  if (exceptUserId !== undefined) q = q.where('id', '!=', exceptUserId);
  return q.executeTakeFirst();
}

/** An account's role and the identity it is linked to (null when none). */
export async function identityLinkOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'role_id', 'uae_pass_issuer', 'uae_pass_uuid']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function linkIdentity(db: Db, userId: number, issuer: string, uuid: string): Promise<void> {
  await db.updateTable('users').set({ uae_pass_issuer: issuer, uae_pass_uuid: uuid }).where('id', '=', userId).execute();
}

/** The fields the provider vouches for, on a linked account. */
export async function updateProvidedFields(
  db: Db,
  userId: number,
  set: Partial<Pick<Insertable<UsersTable>, 'first_name' | 'last_name' | 'email' | 'gender_id' | 'country_id'>>,
): Promise<void> {
  if (Object.keys(set).length) await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/**
 * An account registered from the provider's details, without a password; undefined when either unique index
 * (the number, or the identity) is taken meanwhile: nothing is inserted then.
 */
export async function insertIdentityAccount(
  db: Db,
  u: Pick<Insertable<UsersTable>, 'calling_code' | 'mobile' | 'first_name' | 'last_name' | 'email' | 'gender_id' | 'country_id' | 'date_of_birth' | 'document_type_id' | 'document_id' | 'uae_pass_issuer' | 'uae_pass_uuid' | 'identity_document_type_id' | 'identity_document_id'>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      ...u,
      password_hash: null,
      role_id: 1,
      facility_id: null,
      vblog: null,
      profile_img_url: null,
      profile_img_file_name: null,
      deactivated_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

// ---- The profile's columns of the account (profile/service.ts)

export async function activeProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'first_name', 'last_name', 'email', 'mobile', 'calling_code', 'gender_id', 'country_id', 'document_type_id', 'document_id',
      'profile_img_url', 'profile_img_file_name', 'facility_id', 'vblog', 'uae_pass_uuid', 'identity_document_type_id', 'identity_document_id',
      sql<boolean>`password_hash is not null`.as('has_password'),
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob'),
    ])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** The profile's own columns of the account (name, contact, identity, date of birth, language, hospital, image). */
type ProfileColumns = Pick<
  Updateable<UsersTable>,
  | 'first_name' | 'last_name' | 'email' | 'gender_id' | 'country_id' | 'date_of_birth' | 'document_type_id' | 'document_id' | 'preferred_lang'
  | 'facility_id' | 'vblog' | 'profile_img_url' | 'profile_img_file_name'
>;

export async function updateProfile(db: Db, userId: number, set: ProfileColumns): Promise<void> {
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** Deactivates an active account (its data kept; the number free for a new registration). */
export async function deactivateAccount(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ status: 'deactivated', deactivated_at: sql<Date>`now()` }).where('id', '=', userId).where('status', '=', 'active').execute();
}

// ---- What other modules read of an account (family, security, offers)

/** What adding a member needs of the account holder (an active account). */
export async function holderOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['calling_code', 'mobile', 'facility_id', 'document_type_id', 'document_id'])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/**
 * Who reads a code sent on behalf of an account: the account holder (`userId`) and the preferred language
 * of another active account that holds the number the code goes to, if any.
 */
export async function otpReaders(db: Db, userId: number, callingCode: string, mobile: string) {
  const holder = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'preferred_lang', 'gender_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const own = await db
    .selectFrom('users')
    .select('preferred_lang')
    .where('calling_code', '=', callingCode)
    .where('mobile', '=', mobile)
    .where('status', '=', 'active')
    .where('id', '!=', userId)
    .executeTakeFirst();
  return { holder, own };
}

/** What a lead keeps of the patient at the moment of interest. */
export async function interestContact(db: Db, userId: number) {
  return db.selectFrom('users').select(['first_name', 'last_name', 'calling_code', 'mobile', 'email', 'facility_id']).where('id', '=', userId).executeTakeFirstOrThrow();
}

// ---- The administrators' area: accounts, their roles, and the registration figures (admin/service.ts)

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
