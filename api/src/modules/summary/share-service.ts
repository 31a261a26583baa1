import { SHARE_PASSCODE, type CreatedShare, type SharedLink, type SummarySection } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/envelope.js';
import { audit, patientRef } from '../audit/audit.js';
import { enqueue } from '../jobs/queue.js';
import { takeRateSlot } from '../security/rate-limit.js';
import type { PasswordWork } from '../user/password.js';
import {
  countAttempt, insertLink, insertOpening, insertTicket, linkById, linkByManifest, linksVisibleTo, openingsOf, revokeLink, uncountAttempt, spendTicket, type LinkRow, type OpeningRow,
} from './repository.js';
import { encryptFile, FHIR_JSON, hashOf, random43, shlinkOf } from './shl.js';
import { summaryTexts, type SummaryLang } from './ips-texts.js';
import type { Caller, SummaryService } from './service.js';

/**
 * Sharing the summary as a SMART Health Link, and the protocol's manifest request. The patient chooses the sections,
 * the expiry and an optional passcode; the link (with its key) is shown to them once. A recipient's manifest request
 * is limited per link and per address, counts a wrong passcode before checking it, locks the link after
 * SHARE_PASSCODE.attempts of them, and is answered as the protocol says (401 with remainingAttempts, 404 once the
 * link is expired, revoked or locked). Every opening is recorded for the owner's list and their "who saw my records".
 */

export const SHARE_EXPIRY_QUEUE = 'summary.share-expiry';
/** Manifest requests: per link and per address, per minute. */
export const MANIFEST_LIMITS = { perLink: 20, perAddress: 30, windowSeconds: 60 } as const;
/** A one-time file address lives this long (the protocol's ceiling is one hour). */
const TICKET_SECONDS = 15 * 60;

export type ManifestAnswer =
  | { status: 200; body: { files: Record<string, unknown>[] } }
  | { status: 401; body: { remainingAttempts: number } }
  | { status: 404; body: { error: string } }
  | { status: 429; body: { error: string }; retryAfter: number };

const gone = (): ManifestAnswer => ({ status: 404, body: { error: 'This link is no longer active' } });

function statusOf(l: LinkRow, now = Date.now()): SharedLink['status'] {
  if (l.revoked_at) return 'revoked';
  if (l.expires_at.getTime() <= now) return 'expired';
  if (l.passcode_hash && l.failed_attempts >= SHARE_PASSCODE.attempts) return 'locked';
  return 'active';
}

export class ShareService {
  constructor(
    private readonly db: Db,
    private readonly summaries: SummaryService,
    private readonly passwords: PasswordWork,
    private readonly publicUrl: string,
  ) {}

  private view(l: LinkRow, mine: boolean, openings: OpeningRow[]): SharedLink {
    const mineOpenings = openings.filter((o) => o.link_id === l.id);
    const opened = mineOpenings.filter((o) => o.outcome === 'opened');
    return {
      id: l.id, label: l.label, familyMemberId: l.family_member_id ?? 0, patientName: l.patient_name, mine, sections: l.sections.split(',') as SummarySection[],
      lang: l.lang as SummaryLang, createdAt: l.created_at.toISOString(), expiresAt: l.expires_at.toISOString(), passcode: Boolean(l.passcode_hash),
      status: statusOf(l), openings: opened.length, failedAttempts: l.failed_attempts,
      remainingAttempts: l.passcode_hash ? Math.max(0, SHARE_PASSCODE.attempts - l.failed_attempts) : 0,
      recipients: [...new Set(mineOpenings.map((o) => o.recipient))],
    };
  }

  async create(caller: Caller, body: { familyMemberId: number; sections: SummarySection[]; expiresInHours: number; passcode: string; label: string; lang: SummaryLang }): Promise<CreatedShare> {
    const s = await this.summaries.subject(caller, body.familyMemberId, 'share');
    const { bundle } = await this.summaries.document(s, body.sections, body.lang);
    const key = random43();
    const manifestId = random43();
    const jwe = await encryptFile(JSON.stringify(bundle), key);
    const passcodeHash = body.passcode ? await this.passwords.hash(caller.ip, body.passcode) : null;
    const expiresAt = new Date(Date.now() + body.expiresInHours * 3_600_000);
    const name = `${s.person.firstName} ${s.person.lastName}`.trim();
    const label = (body.label || `${summaryTexts(body.lang).title}: ${name}`).slice(0, 80);
    const row = await this.db.transaction().execute(async (tx) => {
      const link = await insertLink(tx, {
        manifestHash: hashOf(manifestId), ownerUserId: caller.userId, familyMemberId: s.familyMemberId || null,
        subjectPatients: s.records.map(patientRef), patientName: name, label,
        sections: body.sections, lang: body.lang, jwe, passcodeHash, expiresAt,
      });
      // The worker removes the link and its file when it expires.
      await enqueue(tx, SHARE_EXPIRY_QUEUE, { linkId: link.id }, { runAt: expiresAt });
      await audit(tx, { actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: s.familyMemberId || null, action: 'share', resource: 'summary', resourceId: String(link.id), ip: caller.ip ?? null, outcome: 'success' });
      return link;
    });
    const shlink = shlinkOf({
      url: `${this.publicUrl}/api/shl/${manifestId}`, key, exp: Math.floor(expiresAt.getTime() / 1000), ...(passcodeHash ? { flag: 'P' } : {}), label, v: 1,
    });
    return { link: this.view(row, true, []), shlink, viewerUrl: `${this.publicUrl}/share/view#${shlink}` };
  }

  async list(caller: Caller): Promise<SharedLink[]> {
    // A link made elsewhere for this person shows on her own account only for registrations that are hers by proof.
    const mine = (await this.summaries.ownRegistrations(caller.userId)).map(patientRef);
    const links = await linksVisibleTo(this.db, caller.userId, mine);
    const openings = await openingsOf(this.db, links.map((l) => l.id));
    return links.map((l) => this.view(l, l.mine, openings));
  }

  /** Revokes at once: by the account that made it, or by the person it is about (their own account). */
  async revoke(caller: Caller, id: number): Promise<SharedLink> {
    const visible = (await this.list(caller)).find((l) => l.id === id);
    if (!visible) {
      await audit(this.db, { actorUserId: caller.userId, subjectUserId: null, action: 'revoke', resource: 'shared-summary', resourceId: String(id), ip: caller.ip ?? null, outcome: 'denied' });
      throw (await linkById(this.db, id)) ? forbidden() : notFound('Link not found');
    }
    await revokeLink(this.db, id);
    await audit(this.db, { actorUserId: caller.userId, subjectUserId: caller.userId, action: 'revoke', resource: 'shared-summary', resourceId: String(id), ip: caller.ip ?? null, outcome: 'success' });
    return (await this.list(caller)).find((l) => l.id === id)!;
  }

  /** An opening on the owner's "who saw my records": who the recipient said they were, and whether it opened. */
  private async opened(l: LinkRow, recipient: string, ok: boolean, ip: string | null) {
    await insertOpening(this.db, l.id, recipient, ok ? 'opened' : 'wrong-passcode');
    await audit(this.db, {
      actorUserId: null, subjectUserId: l.owner_user_id, familyMemberId: l.family_member_id, action: 'open', resource: 'shared-summary',
      resourceId: `${l.id}|${recipient}`, ip, outcome: ok ? 'success' : 'denied', channel: null, patients: l.subject_patients,
    });
  }

  /** The protocol's manifest request (POST to the link's url). */
  async manifest(manifestId: string, req: { recipient: string; passcode?: string; embeddedLengthMax?: number }, ip: string | null): Promise<ManifestAnswer> {
    const byAddress = await takeRateSlot(this.db, `shl:address:${ip ?? '-'}`, MANIFEST_LIMITS.perAddress, MANIFEST_LIMITS.windowSeconds);
    if (!byAddress.allowed) return { status: 429, body: { error: 'Too many requests' }, retryAfter: byAddress.retryAfterSeconds };
    const link = await linkByManifest(this.db, hashOf(manifestId));
    if (!link) return gone();
    const byLink = await takeRateSlot(this.db, `shl:link:${link.id}`, MANIFEST_LIMITS.perLink, MANIFEST_LIMITS.windowSeconds);
    if (!byLink.allowed) return { status: 429, body: { error: 'Too many requests' }, retryAfter: byLink.retryAfterSeconds };
    if (statusOf(link) !== 'active' || !link.jwe) return gone();
    const recipient = req.recipient.trim();
    if (link.passcode_hash) {
      if (!req.passcode) return { status: 401, body: { remainingAttempts: SHARE_PASSCODE.attempts - link.failed_attempts } };
      // Counted before it is checked: parallel guesses cannot get past the lifetime limit.
      const counted = await countAttempt(this.db, link.id, SHARE_PASSCODE.attempts);
      if (counted === null) return gone();
      if (!(await this.passwords.verify(ip, link.passcode_hash, req.passcode))) {
        await this.opened(link, recipient, false, ip);
        return { status: 401, body: { remainingAttempts: SHARE_PASSCODE.attempts - counted } };
      }
      await uncountAttempt(this.db, link.id);
    }
    await this.opened(link, recipient, true, ip);
    const file: Record<string, unknown> = { contentType: FHIR_JSON, lastUpdated: link.created_at.toISOString(), status: 'finalized', fhirVersion: '4.0.1' };
    if (req.embeddedLengthMax !== undefined && link.jwe.length > req.embeddedLengthMax) {
      const ticket = random43();
      const until = new Date(Math.min(Date.now() + TICKET_SECONDS * 1000, link.expires_at.getTime()));
      await insertTicket(this.db, link.id, hashOf(ticket), until);
      file['location'] = `${this.publicUrl}/api/shl/${manifestId}/file/${ticket}`;
    } else {
      file['embedded'] = link.jwe;
    }
    return { status: 200, body: { files: [file] } };
  }

  /** A `location` address: the JWE once, while the ticket and the link live. */
  async file(manifestId: string, ticket: string): Promise<string | null> {
    const link = await linkByManifest(this.db, hashOf(manifestId));
    if (!link || statusOf(link) !== 'active' || !link.jwe) return null;
    const linkId = await spendTicket(this.db, hashOf(ticket));
    return linkId === link.id ? link.jwe : null;
  }
}
