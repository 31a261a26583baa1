import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** SQL of the summary's shared links: the links, their openings and their one-time file addresses. */

export interface NewLink {
  manifestHash: string;
  ownerUserId: number;
  familyMemberId: number | null;
  /** The registrations the summary is of (`patientRef`). */
  subjectPatients: readonly string[];
  patientName: string;
  label: string;
  sections: string[];
  lang: 'en' | 'ar';
  jwe: string;
  passcodeHash: string | null;
  expiresAt: Date;
}

export interface LinkRow {
  id: number;
  owner_user_id: number;
  family_member_id: number | null;
  subject_patients: string[];
  patient_name: string;
  label: string;
  sections: string;
  lang: string;
  jwe: string | null;
  passcode_hash: string | null;
  failed_attempts: number;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const LINK_COLUMNS = ['id', 'owner_user_id', 'family_member_id', 'subject_patients', 'patient_name', 'label', 'sections', 'lang', 'jwe', 'passcode_hash', 'failed_attempts', 'created_at', 'expires_at', 'revoked_at'] as const;

export async function insertLink(db: Db, l: NewLink): Promise<LinkRow> {
  return db.insertInto('summary_share_links').values({
    manifest_hash: l.manifestHash, owner_user_id: l.ownerUserId, family_member_id: l.familyMemberId, subject_patients: [...l.subjectPatients],
    patient_name: l.patientName, label: l.label, sections: l.sections.join(','), lang: l.lang, jwe: l.jwe,
    passcode_hash: l.passcodeHash, expires_at: l.expiresAt,
  }).returning(LINK_COLUMNS).executeTakeFirstOrThrow();
}

export function linkByManifest(db: Db, manifestHash: string): Promise<LinkRow | undefined> {
  return db.selectFrom('summary_share_links').select(LINK_COLUMNS).where('manifest_hash', '=', manifestHash).executeTakeFirst();
}

export function linkById(db: Db, id: number): Promise<LinkRow | undefined> {
  return db.selectFrom('summary_share_links').select(LINK_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The links a person may see: the ones the account made, and the ones made of them (by document) by another account. */
/**
 * The links the account made, and those made by another account for a family member whose registrations are this
 * account's own by proof (`mine`: the account's registrations, `patientRef`).
 */
export async function linksVisibleTo(db: Db, userId: number, mine: readonly string[]): Promise<(LinkRow & { mine: boolean })[]> {
  let q = db.selectFrom('summary_share_links').select([...LINK_COLUMNS, sql<boolean>`owner_user_id = ${userId}`.as('mine')]);
  q = mine.length
    ? q.where((eb) => eb.or([
      eb('owner_user_id', '=', userId),
      eb.and([eb('family_member_id', 'is not', null), sql<boolean>`subject_patients && ${sql`${[...mine]}::text[]`}`]),
    ]))
    : q.where('owner_user_id', '=', userId);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

export interface OpeningRow {
  link_id: number;
  at: Date;
  recipient: string;
  outcome: string;
}

export async function openingsOf(db: Db, linkIds: number[]): Promise<OpeningRow[]> {
  if (linkIds.length === 0) return [];
  return db.selectFrom('summary_share_openings').select(['link_id', 'at', 'recipient', 'outcome']).where('link_id', 'in', linkIds).orderBy('at').orderBy('id').execute();
}

export async function insertOpening(db: Db, linkId: number, recipient: string, outcome: 'opened' | 'wrong-passcode'): Promise<void> {
  await db.insertInto('summary_share_openings').values({ link_id: linkId, recipient, outcome }).execute();
}

/** Counts one passcode attempt (before it is checked) unless the link is already locked; the count after it, or null when locked. */
export async function countAttempt(db: Db, linkId: number, max: number): Promise<number | null> {
  const r = await db.updateTable('summary_share_links').set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', linkId).where('failed_attempts', '<', max).returning('failed_attempts').executeTakeFirst();
  return r ? r.failed_attempts : null;
}

/** Gives back the attempt counted for a passcode that turned out right. */
export async function uncountAttempt(db: Db, linkId: number): Promise<void> {
  await db.updateTable('summary_share_links').set((eb) => ({ failed_attempts: eb('failed_attempts', '-', 1) })).where('id', '=', linkId).where('failed_attempts', '>', 0).execute();
}

/** Revokes a link at once: its file is dropped with its one-time addresses. */
export async function revokeLink(db: Db, id: number): Promise<void> {
  await db.updateTable('summary_share_links').set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` as unknown as Date, jwe: null }).where('id', '=', id).execute();
  await db.deleteFrom('summary_share_tickets').where('link_id', '=', id).execute();
}

/** Removes an expired link with its file, openings and addresses; whether it was removed (false: not expired yet, or gone). */
export async function removeExpiredLink(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('summary_share_links').where('id', '=', id).where(sql<boolean>`expires_at <= now()`).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function insertTicket(db: Db, linkId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('summary_share_tickets').values({ link_id: linkId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

/** Uses a one-time address (once, unexpired): the link it belongs to, or undefined. */
export async function spendTicket(db: Db, tokenHash: string): Promise<number | undefined> {
  const r = await db.updateTable('summary_share_tickets').set({ used_at: sql<Date>`now()` as unknown as Date })
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where(sql<boolean>`expires_at > now()`).returning('link_id').executeTakeFirst();
  return r?.link_id;
}
