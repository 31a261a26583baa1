import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  DOCUMENT_TYPES,
  MSG,
  UAE_PASS_SOP1_MARKER,
  emiratesIdMatchesBirthYear,
  normalizeEmiratesId,
  toIsoDate,
  type AuthorizeUaePassData,
  type LoginBody,
  type LoginData,
  type RegisterUaePassBody,
  type UaePassStartData,
} from '@portal/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema.js';
import type { IdentityAdapter } from '../../adapters/identity/index.js';
import { AppError, ok, tooMany, type Envelope } from '../../http/envelope.js';
import type { Lang } from '../../http/lang.js';
import { dailyLoginLimitReached, resetFailedAttempts, takeDailyLogin, type Security } from '../security/index.js';
import { takeRateSlot } from '../security/rate-limit.js';
import {
  accountOfIdentity, findActiveAccountByMobile, identityLinkOf, insertIdentityAccount, linkIdentity, setIdentityDocument, updateProvidedFields, type AccountRow,
} from '../user/index.js';
import { DOCUMENT_OF_ANOTHER_ACCOUNT, type PatientLinks } from '../user/patient-link.js';
import { normaliseCallingCode, type IdentifyResult } from './identify.js';
import { eligibility, identityFacts, keptClaims, profileOf } from './identity-claims.js';
import { countFailedLink, insertAuthRequest, insertPendingIdentity, livePendingIdentity, takeAuthRequest, takePendingIdentity } from './repository.js';
import type { SessionInfo } from './sessions.js';
import { TEXT } from './texts.js';

/** A started sign-in waits 10 minutes for the browser to come back; a pending identity 15 for link/register. */
export const IDENTITY_REQUEST_SECONDS = 600;
export const IDENTITY_PENDING_SECONDS = 900;
/**
 * Per client address and hour: starts, exchanges and registrations. Generous (a hospital's guest Wi-Fi
 * shares one address), but a script cannot hammer the provider or the exchange through the portal.
 */
export const IDENTITY_STARTS_PER_IP_PER_HOUR = 60;
export const IDENTITY_EXCHANGES_PER_IP_PER_HOUR = 60;
export const IDENTITY_REGISTRATIONS_PER_IP_PER_HOUR = 20;
/** Wrong passwords while linking with one reference; then the reference is dead (sign in with the provider again). */
export const LINK_FAILURES_PER_REFERENCE = 5;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const random = (bytes: number) => randomBytes(bytes).toString('base64url');

type PasswordCheck = (account: AccountRow | undefined) => Promise<{ ok: true; account: AccountRow } | { ok: false; envelope: Envelope<IdentifyResult> }>;
type SessionFactory = (userId: number, roleId: number, info: SessionInfo) => Promise<LoginData>;

/**
 * Sign-in with the national digital identity provider (docs/product.md#accounts-digital-identity): start (state + PKCE
 * bound to a database row), the exchange of the returned code, and what follows: log in an identity
 * already linked, or keep it pending for linking to an existing account or registering a new one.
 * Accounts are found by the provider's issuer + uuid only, never by name, number or e-mail.
 */
export class IdentityService {
  constructor(
    private readonly db: Db,
    private readonly security: Security,
    private readonly identity: IdentityAdapter,
    private readonly publicUrl: string,
    private readonly newSession: SessionFactory,
    private readonly links: PatientLinks,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private async limit(key: string, perHour: number) {
    const slot = await takeRateSlot(this.db, key, perHour, 3600);
    if (!slot.allowed) throw tooMany(TEXT.identityLimit);
  }

  /** POST auth/uaepassstart: a new state, verifier and nonce kept here; the browser gets the authorize address and the state. */
  async start(lang: Lang, info: SessionInfo): Promise<Envelope<UaePassStartData>> {
    if (info.ip) await this.limit(`uaepass-start-ip:${info.ip}`, IDENTITY_STARTS_PER_IP_PER_HOUR);
    const state = random(32);
    const codeVerifier = random(32);
    const nonce = random(16);
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    let authorizeUrl: string;
    try {
      authorizeUrl = await this.identity.authorizationUrl({ state, codeChallenge, nonce, lang });
    } catch (err) {
      this.log?.error({ err }, 'identity provider discovery failed');
      throw new AppError(502, TEXT.identityProviderUnavailable, 'Invalid');
    }
    await insertAuthRequest(this.db, {
      id: randomUUID(),
      state_hash: sha256(state),
      code_verifier: codeVerifier,
      nonce,
      lang,
      ip: info.ip?.slice(0, 64) ?? null,
      lifetimeSeconds: IDENTITY_REQUEST_SECONDS,
    });
    return ok({ authorizeUrl, state });
  }

  /**
   * POST auth/authorizeuaepassuser. The state's row is taken (used) before the code goes to the provider,
   * so a code is exchanged at most once whatever the browser does (two tabs, a reload, a replay).
   */
  async authorize(accessCode: string, state: string, info: SessionInfo): Promise<Envelope<AuthorizeUaePassData>> {
    const lang = info.lang ?? 'en';
    if (info.ip) await this.limit(`uaepass-authorize-ip:${info.ip}`, IDENTITY_EXCHANGES_PER_IP_PER_HOUR);
    const request = await takeAuthRequest(this.db, sha256(state));
    // Unknown state (not started here, or forged), used (a replay) or expired: the code is not exchanged.
    if (!request) return ok(null, MSG.inactiveAuthorizationCode, 'BadRequest');

    const result = await this.identity.exchangeCode(accessCode, request.code_verifier, request.nonce);
    if (!result.ok) {
      this.log?.warn({ reason: result.reason, detail: result.detail }, 'identity provider exchange refused');
      return result.reason === 'inactive-code' ? ok(null, MSG.inactiveAuthorizationCode, 'BadRequest') : ok(null, MSG.uaePassUserNotFound, 'Error');
    }
    const facts = identityFacts(result.claims);
    if (!facts) {
      this.log?.warn('identity provider user information without uuid');
      return ok(null, MSG.uaePassUserNotFound, 'Error');
    }
    const allowed = eligibility(facts);
    if (allowed === 'sop1') {
      // An unverified identity: the provider's logout, back to the login page flagged SOP1 (which shows the not-eligible text).
      const back = `${this.publicUrl}/home/login?isSOP1User=true`;
      const logoutUrl = (await this.identity.endSessionUrl(back, lang).catch(() => null)) ?? back;
      return ok({ logoutUrl }, UAE_PASS_SOP1_MARKER, 'Invalid');
    }
    if (allowed === 'not-eligible') return ok(null, MSG.notEligible, 'Invalid');

    const linked = await accountOfIdentity(this.db, result.issuer, facts.uuid);
    if (linked) {
      const data = await this.logIn(linked.id, linked.role_id, result.claims, info);
      return ok(data, TEXT.loginSuccessful);
    }

    const referenceId = random(32);
    await insertPendingIdentity(this.db, {
      referenceHash: sha256(referenceId),
      issuer: result.issuer,
      uuid: facts.uuid,
      claims: JSON.stringify(keptClaims(result.claims)),
      lifetimeSeconds: IDENTITY_PENDING_SECONDS,
    });
    return ok({ referenceId, profile: await profileOf(this.db, result.claims) });
  }

  /** The provider's fields of a linked account follow the provider (the profile locks them, docs/product.md#accounts-digital-identity). */
  private async syncFromProvider(userId: number, claims: Record<string, unknown>) {
    const p = await profileOf(this.db, claims);
    const set: Parameters<typeof updateProvidedFields>[2] = {};
    if (p.firstName) set.first_name = p.firstName;
    if (p.lastName) set.last_name = p.lastName;
    if (p.email) set.email = p.email;
    if (p.genderId) set.gender_id = p.genderId;
    if (p.countryId) set.country_id = p.countryId;
    await updateProvidedFields(this.db, userId, set);
    // Only verified identities (SOP2, SOP3) sign in: the document they assert is proof (patient-link.ts).
    await setIdentityDocument(this.db, userId, p.documentTypeId !== null && p.documentId !== null ? { documentTypeId: p.documentTypeId, documentId: p.documentId } : null);
  }

  /** A session of an identity-provider sign-in (daily login limit as for the password sign-in). */
  private async logIn(userId: number, roleId: number, claims: Record<string, unknown>, info: SessionInfo): Promise<LoginData & { uaeUser: true }> {
    if (await dailyLoginLimitReached(this.db, userId, this.security.dailyLoginLimit)) throw tooMany(MSG.loginLimit);
    await this.syncFromProvider(userId, claims);
    if (!(await takeDailyLogin(this.db, userId, this.security.dailyLoginLimit))) throw tooMany(MSG.loginLimit);
    return { ...(await this.newSession(userId, roleId, { ...info, via: 'identity' })), uaeUser: true };
  }

  private async pending(referenceId: string) {
    const row = await livePendingIdentity(this.db, sha256(referenceId));
    if (!row) return null;
    const claims = (typeof row.claims === 'string' ? JSON.parse(row.claims) : row.claims) as Record<string, unknown>;
    return { ...row, claims };
  }

  /**
   * POST auth/login with referenceIdForLinking (linking): the password of the existing
   * account (with the lock and the failed-attempt counts of the password sign-in), no SMS code (the
   * provider has verified the person). The account then stores the provider's issuer + uuid.
   */
  async link(body: LoginBody, info: SessionInfo, checkPassword: PasswordCheck): Promise<Envelope<LoginData | null>> {
    const pending = await this.pending(body.referenceIdForLinking!);
    if (!pending || pending.failed_links >= LINK_FAILURES_PER_REFERENCE) return ok(null, TEXT.identityExpired, 'Invalid');
    const account = await findActiveAccountByMobile(this.db, normaliseCallingCode(body.callingCode), body.mobile);
    const checked = await checkPassword(account);
    if (!checked.ok) {
      await countFailedLink(this.db, pending.reference_hash);
      return { ...checked.envelope, data: null };
    }
    const user = await identityLinkOf(this.db, checked.account.id);
    if (user.uae_pass_uuid !== null && (user.uae_pass_uuid !== pending.uuid || user.uae_pass_issuer !== pending.issuer)) {
      return ok(null, TEXT.accountLinkedToOther, 'Invalid');
    }
    const linked = await this.db.transaction().execute(async (trx) => {
      if (!(await takePendingIdentity(trx, pending.reference_hash))) return 'expired' as const;
      if (await accountOfIdentity(trx, pending.issuer, pending.uuid, user.id)) return 'taken' as const;
      await linkIdentity(trx, user.id, pending.issuer, pending.uuid);
      return 'linked' as const;
    });
    if (linked === 'expired') return ok(null, TEXT.identityExpired, 'Invalid');
    if (linked === 'taken') return ok(null, TEXT.identityAlreadyLinked, 'Invalid');
    await resetFailedAttempts(this.db, user.id);
    return ok(await this.logIn(user.id, user.role_id, pending.claims, info), TEXT.identityLinked);
  }

  /**
   * POST auth/registeruaepassuser (/home/UAEregister): a new account from the provider's
   * details and the date of birth given here; no password.
   */
  async register(body: RegisterUaePassBody, info: SessionInfo): Promise<Envelope<(LoginData & { uaeUser: true }) | null>> {
    if (info.ip) await this.limit(`uaepass-register-ip:${info.ip}`, IDENTITY_REGISTRATIONS_PER_IP_PER_HOUR);
    const pending = await this.pending(body.referenceId);
    if (!pending) return ok(null, TEXT.identityExpired, 'Invalid');
    const p = await profileOf(this.db, pending.claims);
    if (!p.mobile) throw new AppError(400, MSG.invalidMobile, 'Invalid', { field: 'mobile' });
    if (!p.firstName || !p.lastName || !p.email || !p.genderId || !p.countryId) {
      // The provider vouches for these fields and the screen cannot edit them: without them there is no account.
      this.log?.warn({ uuid: pending.uuid }, 'identity provider profile incomplete for registration');
      return ok(null, MSG.errorInRegistration, 'Invalid');
    }
    const dateOfBirth = toIsoDate(body.dateOfBirth)!;
    let documentTypeId = p.documentTypeId;
    let documentId = p.documentId;
    if (documentTypeId === null || documentId === null) {
      if (body.documentTypeId === undefined || body.documentId === undefined) throw new AppError(400, MSG.allFieldsRequired, 'Invalid', { field: 'documentId' });
      documentTypeId = body.documentTypeId;
      documentId = documentTypeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(body.documentId) : body.documentId.trim().toUpperCase();
    }
    if (documentTypeId === DOCUMENT_TYPES.emiratesId && !emiratesIdMatchesBirthYear(documentId, dateOfBirth)) {
      throw new AppError(400, MSG.emiratesIdDobMismatch, 'Invalid', { field: 'dateOfBirth' });
    }
    if (await findActiveAccountByMobile(this.db, p.callingCode, p.mobile)) return ok(null, MSG.mobileAlreadyRegisteredLink, 'Conflict');
    if (await this.links.provenByAnotherAccount({ documentTypeId, documentId })) return ok(null, DOCUMENT_OF_ANOTHER_ACCOUNT, 'Conflict');
    // The document UAE PASS asserted (not one typed here when it asserted none) is proof of the hospital's records.
    const asserted = p.documentTypeId !== null && p.documentId !== null ? { identity_document_type_id: p.documentTypeId, identity_document_id: p.documentId } : {};

    const created = await this.db.transaction().execute(async (trx) => {
      if (!(await takePendingIdentity(trx, pending.reference_hash))) return 'expired' as const;
      const id = await insertIdentityAccount(trx, {
        calling_code: p.callingCode,
        mobile: p.mobile,
        first_name: p.firstName,
        last_name: p.lastName,
        email: p.email,
        gender_id: p.genderId,
        country_id: p.countryId,
        date_of_birth: dateOfBirth,
        document_type_id: documentTypeId,
        document_id: documentId,
        uae_pass_issuer: pending.issuer,
        uae_pass_uuid: pending.uuid,
        ...asserted,
      });
      if (id === undefined) throw new ConflictRollback();
      return id;
    }).catch((err: unknown) => {
      if (err instanceof ConflictRollback) return 'conflict' as const;
      throw err;
    });
    if (created === 'expired') return ok(null, TEXT.identityExpired, 'Invalid');
    if (created === 'conflict') return ok(null, MSG.mobileAlreadyRegisteredLink, 'Conflict');
    const data = { ...(await this.newSession(created, 1, { ...info, via: 'identity' })), uaeUser: true as const };
    return ok(data, TEXT.registrationSuccessful);
  }

  /** The provider's logout for a session that began there (docs/product.md#accounts-digital-identity), back to the login page. */
  async logoutUrl(via: string | null, lang: Lang): Promise<string | undefined> {
    if (via !== 'identity') return undefined;
    try {
      return (await this.identity.endSessionUrl(`${this.publicUrl}/home/login`, lang)) ?? undefined;
    } catch (err) {
      this.log?.warn({ err }, 'identity provider logout address unavailable');
      return undefined;
    }
  }
}

/** Thrown inside the registration transaction so that the reference is not used up by a refused insert. */
class ConflictRollback extends Error {}

