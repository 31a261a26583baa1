import crypto, { randomInt, randomUUID } from 'node:crypto';
import type { MedplumClient } from '@medplum/core';
import type {
  AllergyIntolerance, Appointment, Attachment, Binary, Bundle, Condition, Immunization, DiagnosticReport, DocumentReference, MedicationRequest, Observation, OperationOutcome, Patient, PractitionerRole, Resource, ResourceType, Schedule,
} from '@medplum/fhirtypes';
import { importPKCS8, SignJWT } from 'jose';
import { MSG } from '@portal/shared/contracts';
import type { Config } from '../../config.js';
import type { AdapterLogger } from '../logger.js';
import {
  EXTENSION, MalformedResourceError, SYSTEM, appointmentResource, documentSystem, instantAt, patientResource, phoneValue, toAppointment, toDoctorSchedule,
  toLabOrder, toLabTests, toMedication, toObservation, toPatientRecord, STATUS_TO_FHIR, type ObservationContext,
} from './fhir-mapping.js';
import { toAllergy, toCondition, toImmunization } from './fhir-summary-mapping.js';
import type { HisAdapter } from './index.js';
import {
  HisRefusedError, HisUnavailableError, SlotTakenError, isRegistrationOf, type HisAppointment, type HisObservation, type HisScheduleType, type LabOrderRow, type PatientRecord,
  type PersonIdentity, type ReportDocument,
} from './types.js';

/**
 * The hospital's FHIR R4 server (HIS_ADAPTER=fhir), through Medplum's FHIR client (`MedplumClient`, FHIR types from
 * `@medplum/fhirtypes`). Resources, searches and the mapping of every field: docs/hospital-system.md.
 *
 * - Authentication, server to server: a configured bearer token (HIS_API_KEY), or SMART Backend Services (client
 *   credentials with a JWT assertion signed by the portal's private key, HIS_TOKEN_URL / HIS_CLIENT_ID /
 *   HIS_PRIVATE_KEY), the token renewed before it expires and once after a 401.
 * - One slot, one appointment, decided by the hospital: a booking (or a move) is one transaction Bundle that
 *   updates the doctor's Schedule with `If-Match` on the version read before the free-slot check, then writes the
 *   Appointment. Two portals racing for the same doctor: the second gets 412, reads again, and finds the slot taken.
 * - Faults: the server down or slower than HIS_TIMEOUT_MS → HisUnavailableError ('Network Error!', 503); an
 *   OperationOutcome → HisRefusedError with the spec's words; a resource the portal cannot read is left out and
 *   logged with its type and id (a list) or refused (a single read), never a 500.
 */

const DIGITS = (s: string) => s.replace(/\D/g, '').replace(/^0+/, '');

// Medplum's client is loaded on the first call to the hospital, not at start: the embedded mode never pays for it.
type Core = typeof import('@medplum/core');
let core: Core | undefined;
let loading: Promise<Core> | undefined;
const loadCore = async (): Promise<Core> => (core ??= await (loading ??= import('@medplum/core')));
/** An OperationOutcomeError of Medplum's client (only ever thrown once the client is loaded). */
function outcomeError(err: unknown): { outcome: OperationOutcome; message: string; cause?: unknown } | null {
  return core && err instanceof core.OperationOutcomeError ? err : null;
}
const getStatus = (outcome: OperationOutcome): number => core!.getStatus(outcome);
const MAX_BOOKING_ROUNDS = 8;
/** Results asked per page (`_count`), and the most pages of one search the portal follows. */
const RESULT_PAGE_SIZE = 100;
const MAX_RESULT_PAGES = 50;
/** The largest report document the portal takes from the hospital. */
export const MAX_REPORT_DOCUMENT_BYTES = 20 * 1024 * 1024;
const isPdf = (a: Attachment | undefined): a is Attachment => !!a && /^application\/pdf\b/i.test(a.contentType ?? '');
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

type FhirConfig = Pick<Config, 'HIS_BASE_URL' | 'HIS_API_KEY' | 'HIS_TOKEN_URL' | 'HIS_CLIENT_ID' | 'HIS_PRIVATE_KEY' | 'HIS_KEY_ID' | 'HIS_SCOPE' | 'HIS_TIMEOUT_MS'>;

/** SMART Backend Services: an access token for a JWT assertion signed with the portal's key. */
function backendServicesToken(config: FhirConfig, timeoutMs: number) {
  let cached: { token: string; until: number } | null = null;
  const key = crypto.createPrivateKey(config.HIS_PRIVATE_KEY!);
  const alg = key.asymmetricKeyType === 'rsa' ? 'RS384' : 'ES384';
  const signing = importPKCS8(key.export({ format: 'pem', type: 'pkcs8' }).toString(), alg);
  return {
    forget() {
      cached = null;
    },
    async get(): Promise<string> {
      if (cached && cached.until > Date.now()) return cached.token;
      const assertion = await new SignJWT({})
        .setProtectedHeader({ alg, typ: 'JWT', ...(config.HIS_KEY_ID ? { kid: config.HIS_KEY_ID } : {}) })
        .setIssuer(config.HIS_CLIENT_ID!)
        .setSubject(config.HIS_CLIENT_ID!)
        .setAudience(config.HIS_TOKEN_URL!)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(await signing);
      let res: Response;
      try {
        res = await fetch(config.HIS_TOKEN_URL!, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'client_credentials', scope: config.HIS_SCOPE,
            client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: assertion,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new HisUnavailableError('the hospital token endpoint did not answer', { cause: err });
      }
      if (!res.ok) throw new HisUnavailableError(`the hospital token endpoint refused the portal (${res.status})`);
      const body = (await res.json()) as { access_token?: string; expires_in?: number };
      if (!body.access_token) throw new HisUnavailableError('the hospital token endpoint answered no access token');
      cached = { token: body.access_token, until: Date.now() + Math.max(10, (body.expires_in ?? 300) - 30) * 1000 };
      return cached.token;
    },
  };
}

/** Whether an OperationOutcome says the version given with If-Match is no longer the current one. */
function isVersionConflict(outcome: OperationOutcome): boolean {
  if (outcome.id === 'precondition-failed') return true;
  return (outcome.issue ?? []).some((i) => i.code === 'conflict' || /precondition|version/i.test(`${i.details?.text ?? ''} ${i.diagnostics ?? ''}`));
}

const isNetworkFailure = (err: unknown): boolean => {
  const e = err as { name?: string; code?: string; cause?: { code?: string; name?: string } } | undefined;
  return e instanceof TypeError || e?.name === 'TimeoutError' || e?.name === 'AbortError' || /^(ECONN|ETIMEDOUT|EAI_AGAIN|UND_ERR)/.test(String(e?.code ?? e?.cause?.code ?? ''))
    || e?.cause?.name === 'TimeoutError' || e?.cause?.name === 'AbortError';
};

export function createFhirHis(config: FhirConfig, log: AdapterLogger, options: { fetch?: typeof fetch; resultPageSize?: number } = {}): HisAdapter {
  const resultPageSize = options.resultPageSize ?? RESULT_PAGE_SIZE;
  const base = config.HIS_BASE_URL?.replace(/\/+$/, '');
  if (!base) throw new Error('HIS_BASE_URL is required for HIS_ADAPTER=fhir');
  const timeoutMs = config.HIS_TIMEOUT_MS ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const smart = config.HIS_TOKEN_URL && config.HIS_CLIENT_ID && config.HIS_PRIVATE_KEY ? backendServicesToken(config, timeoutMs) : null;
  let medplum!: MedplumClient;
  async function ready(): Promise<void> {
    if (medplum) return;
    const { MedplumClient } = await loadCore();
    medplum ??= new MedplumClient({
      baseUrl: `${base}/`,
      fhirUrlPath: `${base}/`,
      // Every answer read fresh (a booking must see the latest appointments), one request per call, no retries of our own.
      cacheTime: 0,
      autoBatchTime: 0,
      maxRetries: 0,
      fetch: (url: string, init?: RequestInit) => doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
    });
    if (config.HIS_API_KEY) medplum.setAccessToken(config.HIS_API_KEY);
  }

  /** One call to the hospital, with the token in place and its faults in the portal's terms. */
  async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await ready();
        if (smart) medplum.setAccessToken(await smart.get());
        return await fn();
      } catch (err) {
        if (err instanceof HisUnavailableError || err instanceof HisRefusedError || err instanceof SlotTakenError || err instanceof MalformedResourceError) throw err;
        const oo = outcomeError(err);
        if (oo) {
          const status = getStatus(oo.outcome);
          if (status === 401 && smart && attempt === 0) {
            smart.forget();
            continue;
          }
          if (isNetworkFailure(oo.cause) || status >= 500 || status === 401 || status === 403 || status === 429) {
            throw new HisUnavailableError(`${what}: the hospital answered ${status} (${oo.message})`, { cause: err });
          }
          throw err;
        }
        if (isNetworkFailure(err)) throw new HisUnavailableError(`${what}: the hospital did not answer`, { cause: err });
        // Anything else from the client (an answer that is not FHIR JSON): the hospital is not usable now.
        throw new HisUnavailableError(`${what}: ${(err as Error)?.message ?? String(err)}`, { cause: err });
      }
    }
  }

  /** The spec's words for a refusal the hospital explained with an OperationOutcome. */
  function refused(what: string, err: unknown): never {
    const oo = outcomeError(err);
    if (oo) {
      const status = getStatus(oo.outcome);
      log.warn({ his: what, status, outcome: oo.outcome.issue }, 'the hospital refused the call');
      if (status === 404 || status === 410) throw new HisRefusedError('Appointment not found', 404);
      if (status === 409 || status === 412) throw new SlotTakenError();
      throw new HisRefusedError(MSG.somethingWentWrongTryLater, 502);
    }
    throw err;
  }

  /** Reads a search's resources of one type, leaving out (and logging) the ones that cannot be read. */
  function readable<R extends Resource, T>(resources: R[], map: (r: R) => T): T[] {
    const out: T[] = [];
    for (const r of resources) {
      try {
        out.push(map(r));
      } catch (err) {
        if (!(err instanceof MalformedResourceError)) throw err;
        log.warn({ his: 'fhir', resource: err.resource, problem: err.problem }, `refused a malformed ${r.resourceType} from the hospital`);
      }
    }
    return out;
  }
  /** One resource that must be readable: a malformed one refuses the call. */
  function one<R extends Resource, T>(r: R, map: (r: R) => T): T {
    try {
      return map(r);
    } catch (err) {
      if (!(err instanceof MalformedResourceError)) throw err;
      log.warn({ his: 'fhir', resource: err.resource, problem: err.problem }, `refused a malformed ${r.resourceType} from the hospital`);
      throw new HisRefusedError(MSG.somethingWentWrongTryLater, 502);
    }
  }

  async function search<K extends ResourceType>(what: string, type: K, query: [string, string][]) {
    return call(what, async () => {
      try {
        return await medplum.searchResources(type, new URLSearchParams([...query, ['_count', '1000']]));
      } catch (err) {
        const oo = outcomeError(err);
        if (oo && getStatus(oo.outcome) < 500 && ![401, 403, 429].includes(getStatus(oo.outcome))) refused(what, err);
        throw err;
      }
    });
  }

  /** Every page of a search: `_count` per page, then the server's `next` links (at most MAX_RESULT_PAGES). */
  async function searchPages<K extends ResourceType>(what: string, type: K, query: [string, string][]): Promise<Resource[]> {
    return call(what, async () => {
      const out: Resource[] = [];
      let pages = 0;
      try {
        for await (const page of medplum.searchResourcePages(type, new URLSearchParams([...query, ['_count', String(resultPageSize)]]))) {
          out.push(...page);
          pages += 1;
          if (pages >= MAX_RESULT_PAGES) {
            log.warn({ his: 'fhir', search: type, pages }, 'stopped following the pages of a search');
            break;
          }
        }
      } catch (err) {
        const oo = outcomeError(err);
        if (oo && getStatus(oo.outcome) < 500 && ![401, 403, 429].includes(getStatus(oo.outcome))) refused(what, err);
        throw err;
      }
      return out;
    });
  }

  // --- patients ------------------------------------------------------------------------------------------

  type Registered = { record: PatientRecord; ref: string };
  async function patients(what: string, query: [string, string][]): Promise<Registered[]> {
    const found = await search(what, 'Patient', query);
    return readable(found as Patient[], (p) => ({ record: toPatientRecord(p), ref: `Patient/${p.id}` }))
      .sort((a, b) => a.record.facilityCode.localeCompare(b.record.facilityCode) || a.record.patientId.localeCompare(b.record.patientId));
  }

  async function findRegistered(q: { callingCode?: string; mobile?: string; documentTypeId?: number; documentId?: string; facilityCode?: string }): Promise<Registered[]> {
    if (!q.mobile && !q.documentId) return [];
    const query: [string, string][] = [];
    if (q.documentId) {
      const doc = q.documentId.replace(/[\s-]/g, '');
      query.push(['identifier', q.documentTypeId ? `${documentSystem(q.documentTypeId)}|${doc}` : doc]);
    }
    if (q.mobile && q.callingCode) query.push(['phone', phoneValue(q.callingCode, q.mobile)]);
    let rows = await patients('patient search', query);
    if (q.mobile && !q.callingCode) rows = rows.filter((r) => r.record.mobileNo === DIGITS(q.mobile!));
    if (q.facilityCode) rows = rows.filter((r) => r.record.facilityCode === q.facilityCode);
    return rows;
  }

  /** The person's registrations: by document, kept when they are the person's by proof (`isRegistrationOf`). */
  async function registeredOf(p: PersonIdentity): Promise<Registered[]> {
    if (p.documentId) return (await findRegistered({ documentTypeId: p.documentTypeId, documentId: p.documentId })).filter((r) => isRegistrationOf(p, r.record));
    // Without a document the hospital matches number, date of birth and first name.
    if (!p.mobile || !p.dateOfBirth) return [];
    const rows = await findRegistered({ callingCode: p.callingCode, mobile: p.mobile });
    return rows.filter((r) => r.record.dateOfBirth === p.dateOfBirth && r.record.firstName.toLowerCase() === p.firstName.toLowerCase());
  }

  async function byMrn(mrns: string[]): Promise<Registered[]> {
    if (mrns.length === 0) return [];
    return patients('patient read', [['identifier', mrns.map((m) => `${SYSTEM.mrn}|${m}`).join(',')]]);
  }

  /** The Patient references of these record numbers (comma-joined for a search), and each reference's record. */
  async function subjects(mrns: string[]): Promise<{ refs: string; recordOf: (ref: string) => PatientRecord | undefined }> {
    const rows = await byMrn(mrns);
    const byRef = new Map(rows.map((r) => [r.ref, r.record]));
    return { refs: rows.map((r) => r.ref).join(','), recordOf: (ref) => byRef.get(ref) };
  }

  // --- doctors -------------------------------------------------------------------------------------------

  async function roleOf(physicianNumber: string, type: HisScheduleType): Promise<PractitionerRole | null> {
    const roles = (await search('doctor schedule', 'PractitionerRole', [
      ['identifier', `${SYSTEM.physician}|${physicianNumber}`],
      ['role', `${SYSTEM.scheduleType}|${type}`],
    ])) as PractitionerRole[];
    return roles.find((r) => r.active !== false) ?? null;
  }

  // --- appointments --------------------------------------------------------------------------------------

  async function appointmentsWhere(what: string, query: [string, string][], mrnOf: (ref: string) => string | undefined): Promise<HisAppointment[]> {
    const found = (await search(what, 'Appointment', query)) as Appointment[];
    return readable(found, (a) => toAppointment(a, mrnOf)).sort((a, b) => (a.apptDate + a.startTime).localeCompare(b.apptDate + b.startTime));
  }

  async function appointmentsOfRegistered(rows: Registered[], facilityCode?: string): Promise<HisAppointment[]> {
    const wanted = facilityCode ? rows.filter((r) => r.record.facilityCode === facilityCode) : rows;
    if (wanted.length === 0) return [];
    const mrn = new Map(wanted.map((r) => [r.ref, r.record.patientId]));
    const list = await appointmentsWhere('appointment list', [['patient', wanted.map((r) => r.ref).join(',')]], (ref) => mrn.get(ref));
    return facilityCode ? list.filter((a) => a.facilityCode === facilityCode) : list;
  }

  async function appointmentResourceById(id: number): Promise<Appointment | undefined> {
    const found = (await search('appointment read', 'Appointment', [['identifier', `${SYSTEM.appointmentNumber}|${id}`]])) as Appointment[];
    return found[0];
  }

  async function patientMrnOf(ref: string): Promise<string | undefined> {
    const [type, id] = ref.split('/');
    if (type !== 'Patient' || !id) return undefined;
    const p = await call('patient read', () => medplum.readResource('Patient', id)).catch(() => undefined);
    return p?.identifier?.find((i) => i.system === SYSTEM.mrn)?.value;
  }

  async function toRow(a: Appointment): Promise<HisAppointment> {
    const ref = a.participant?.find((p) => p.actor?.type === 'Patient' || p.actor?.reference?.startsWith('Patient/'))?.actor?.reference;
    const mrn = ref ? await patientMrnOf(ref) : undefined;
    return one(a, (r) => toAppointment(r, () => mrn));
  }

  /** The doctor's booked start times on [from, to] (all schedule types: a doctor is in one place at a time). */
  async function busyStarts(practitionerRef: string, facilityCode: string, from: string, to: string, except?: string): Promise<Map<string, Set<string>>> {
    const list = await appointmentsWhere('booked slots', [
      ['actor', practitionerRef],
      ['date', `ge${instantAt(facilityCode, from, '00:00')}`],
      ['date', `lt${instantAt(facilityCode, to, '24:00')}`],
    ], () => '?');
    const map = new Map<string, Set<string>>();
    for (const a of list) {
      if (a.status === 'Cancelled' || (except && String(a.id) === except)) continue;
      let set = map.get(a.apptDate);
      if (!set) map.set(a.apptDate, (set = new Set()));
      set.add(a.startTime);
    }
    return map;
  }

  /**
   * Writes the appointment in one transaction Bundle with the doctor's Schedule updated under `If-Match`: the
   * slot was checked free at that version, so a version that moved on means someone else booked meanwhile.
   * `check` runs before each round (idempotency, slot free); 'retry' after a lost race.
   */
  async function underScheduleLock<T>(what: string, role: PractitionerRole, write: (schedule: Schedule) => Promise<T | 'retry'>): Promise<T> {
    for (let round = 0; round < MAX_BOOKING_ROUNDS; round += 1) {
      const schedules = (await search(what, 'Schedule', [['actor', `PractitionerRole/${role.id}`]])) as Schedule[];
      const schedule = schedules[0];
      if (!schedule?.id || !schedule.meta?.versionId) {
        log.warn({ his: 'fhir', resource: `PractitionerRole/${role.id}` }, 'the hospital has no Schedule for this PractitionerRole');
        throw new HisRefusedError(MSG.slotTaken, 409);
      }
      const result = await write(schedule);
      if (result !== 'retry') return result;
      await new Promise((r) => setTimeout(r, randomInt(5, 40) * (round + 1)));
    }
    throw new HisUnavailableError(`${what}: the doctor's schedule kept changing`);
  }

  async function transact(what: string, schedule: Schedule, appointment: Appointment, bookingNumber: string): Promise<'done' | 'retry'> {
    const bundle: Bundle = {
      resourceType: 'Bundle',
      type: 'transaction',
      entry: [
        {
          // Entries run in order on a server that applies updates in Bundle order; the Schedule goes first.
          resource: { ...schedule, extension: [...(schedule.extension ?? []).filter((e) => e.url !== EXTENSION.lastBooking), { url: EXTENSION.lastBooking, valueString: bookingNumber }] },
          request: { method: 'PUT', url: `Schedule/${schedule.id}`, ifMatch: `W/"${schedule.meta!.versionId}"` },
        },
        { resource: appointment, request: { method: 'PUT', url: `Appointment/${appointment.id}` } },
      ],
    };
    try {
      await call(what, () => medplum.executeBatch(bundle));
      return 'done';
    } catch (err) {
      const oo = outcomeError(err);
      if (oo && isVersionConflict(oo.outcome)) return 'retry';
      if (oo) refused(what, err);
      throw err;
    }
  }


  // --- report documents ----------------------------------------------------------------------------------

  /** A document the portal cannot take: named in the log, and the caller gets the spec's "try later". */
  function badDocument(resource: string, problem: string): never {
    log.warn({ his: 'fhir', resource, problem }, 'refused a report document from the hospital');
    throw new HisRefusedError(MSG.somethingWentWrongTryLater, 502);
  }

  /** A relative reference or an address on the hospital's FHIR server; anything else is not fetched (the token goes with it). */
  function onServer(url: string): string | null {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return /^[A-Za-z]+\/[A-Za-z0-9.-]{1,64}(\/_history\/[A-Za-z0-9.-]{1,64})?$/.test(url) ? url : null;
    return url.startsWith(`${base}/`) ? url : null;
  }

  /** An attachment's bytes: inline (`data`) or fetched from its `url` (a Binary on the hospital's server). */
  async function attachmentBytes(source: string, a: Attachment): Promise<ReportDocument> {
    if ((a.size ?? 0) > MAX_REPORT_DOCUMENT_BYTES) badDocument(source, `larger than ${MAX_REPORT_DOCUMENT_BYTES} bytes`);
    if (a.data !== undefined) {
      if (!BASE64.test(a.data) || a.data.length > (MAX_REPORT_DOCUMENT_BYTES * 4) / 3 + 4) badDocument(source, 'inline data that is not base64 of an allowed size');
      return { bytes: Buffer.from(a.data, 'base64'), contentType: a.contentType!, source };
    }
    if (!a.url) badDocument(source, 'an attachment with neither data nor url');
    const url = onServer(a.url);
    const where = a.url.replace(/^.*?\b(Binary\/[A-Za-z0-9.-]+).*$/, '$1');
    if (!url) badDocument(source, `a document outside the hospital's FHIR server (${a.url.slice(0, 120)})`);
    // FHIR's Binary read: the raw document when asked for its type, or the Binary resource with the bytes in `data`.
    const res = await call('report document', () => medplum.downloadResponse(url, { headers: { Accept: `${a.contentType}, ${'application/fhir+json'};q=0.5` } }));
    if (res.status === 404 || res.status === 410) badDocument(where, `not found (${res.status})`);
    if (res.status === 401 || res.status === 403 || res.status === 429 || res.status >= 500) throw new HisUnavailableError(`report document: the hospital answered ${res.status}`);
    if (!res.ok) badDocument(where, `refused (${res.status})`);
    if (Number(res.headers.get('content-length') ?? 0) > MAX_REPORT_DOCUMENT_BYTES) badDocument(where, `larger than ${MAX_REPORT_DOCUMENT_BYTES} bytes`);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_REPORT_DOCUMENT_BYTES) badDocument(where, `larger than ${MAX_REPORT_DOCUMENT_BYTES} bytes`);
    const type = res.headers.get('content-type') ?? '';
    if (!/json/i.test(type)) return { bytes, contentType: type || a.contentType!, source: where };
    let binary: Binary;
    try {
      binary = JSON.parse(bytes.toString('utf8')) as Binary;
    } catch {
      return badDocument(where, 'an answer that is neither the document nor a Binary');
    }
    if (binary.resourceType !== 'Binary' || !binary.data || !BASE64.test(binary.data)) badDocument(where, 'a Binary without base64 data');
    return { bytes: Buffer.from(binary.data!, 'base64'), contentType: binary.contentType ?? a.contentType!, source: `Binary/${binary.id ?? '?'}` };
  }

  const his: HisAdapter = {
    findPatientRecords: async (q) => (await findRegistered(q)).map((r) => r.record),
    findPatientRecord: async (patientId, facilityCode) => (await byMrn([patientId])).map((r) => r.record).find((r) => !facilityCode || r.facilityCode === facilityCode) ?? null,
    patientRecordsOf: async (p) => (await registeredOf(p)).map((r) => r.record),

    async ensurePatientRecord(p, facilityCode) {
      const existing = (await registeredOf(p)).find((r) => r.record.facilityCode === facilityCode);
      if (existing) return existing.record.patientId;
      const mrn = `${facilityCode}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const resource = patientResource({
        his: facilityCode, patientId: mrn, facilityCode, callingCode: DIGITS(p.callingCode), mobileNo: DIGITS(p.mobile), documentTypeId: p.documentTypeId,
        documentId: p.documentId.replace(/[\s-]/g, ''), firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, genderId: p.genderId,
      });
      // Registered once even when two bookings race: the record number is the condition.
      const created = await call('patient registration', () => medplum.createResourceIfNoneExist(resource, `identifier=${SYSTEM.mrn}|${mrn}`).catch((err) => refused('patient registration', err)));
      return created.identifier?.find((i) => i.system === SYSTEM.mrn)?.value ?? mrn;
    },

    async doctorSchedule(physicianNumber, type) {
      const role = await roleOf(physicianNumber, type);
      if (!role) return null;
      const schedule = one(role, toDoctorSchedule);
      return schedule.blocks.length ? { ...schedule, hisRef: role.practitioner?.reference } : null;
    },

    async bookedStarts(schedule, from, to) {
      const ref = schedule.hisRef ?? (await roleOf(schedule.physicianNumber, 'ONLINE'))?.practitioner?.reference;
      if (!ref) return new Map();
      return busyStarts(ref, schedule.facilityCode, from, to);
    },

    async findAppointment(id) {
      const a = await appointmentResourceById(id);
      return a ? toRow(a) : undefined;
    },

    appointmentsOfPerson: async (p, opts = {}) => appointmentsOfRegistered(await registeredOf(p), opts.facilityCode),
    appointmentsOfPatients: async (mrns, opts = {}) => appointmentsOfRegistered(await byMrn(mrns), opts.facilityCode),

    async book(a) {
      const earlier = async () => {
        if (!a.idempotencyKey) return undefined;
        const found = (await search('booking', 'Appointment', [['identifier', `${SYSTEM.idempotencyKey}|${a.idempotencyKey}`]])) as Appointment[];
        return found[0] ? toRow(found[0]) : undefined;
      };
      const first = await earlier();
      if (first) return { created: false, appointment: first };
      const role = await roleOf(a.physicianNumber, a.scheduleType as HisScheduleType);
      const patient = (await byMrn([a.patientId])).find((r) => r.record.facilityCode === a.facilityCode) ?? (await byMrn([a.patientId]))[0];
      if (!role?.id || !role.practitioner?.reference || !patient) throw new HisRefusedError(MSG.slotTaken, 409);
      const digits = String(randomInt(1, 1_000_000_000)).padStart(9, '0');
      const row: HisAppointment = {
        id: Number(digits), refNo: `APT${digits}`, patientId: a.patientId, facilityCode: a.facilityCode, familyMemberId: a.familyMemberId, doctorId: a.doctorId,
        physicianNumber: a.physicianNumber, departmentCode: a.departmentCode, apptDate: a.apptDate, startTime: a.startTime, endTime: a.endTime, status: 'Booked',
        scheduleType: a.scheduleType, createdByUserId: a.createdByUserId,
      };
      const resource = appointmentResource(row, { patient: patient.ref, role: `PractitionerRole/${role.id}`, practitioner: role.practitioner.reference }, a.idempotencyKey, randomUUID());
      return underScheduleLock('booking', role, async (schedule) => {
        const again = await earlier();
        if (again) return { created: false, appointment: again };
        const busy = await busyStarts(role.practitioner!.reference!, a.facilityCode, a.apptDate, a.apptDate);
        if (busy.get(a.apptDate)?.has(a.startTime)) throw new SlotTakenError();
        return (await transact('booking', schedule, resource, row.refNo)) === 'retry' ? 'retry' : { created: true, appointment: row };
      });
    },

    async cancel(id, reason) {
      const a = await appointmentResourceById(id);
      if (!a || a.status !== 'booked') return undefined;
      const updated: Appointment = { ...a, status: 'cancelled', ...(reason ? { cancelationReason: { text: reason } } : {}) };
      try {
        const saved = await call('cancel', () => medplum.updateResource(updated, { headers: { 'if-match': `W/"${a.meta?.versionId}"` } }));
        return toRow(saved);
      } catch (err) {
        // Changed meanwhile (moved or cancelled by another request): the caller answers "only an upcoming appointment".
        const oo = outcomeError(err);
        if (oo && isVersionConflict(oo.outcome)) return undefined;
        if (oo) refused('cancel', err);
        throw err;
      }
    },

    async reschedule(id, to) {
      const a = await appointmentResourceById(id);
      if (!a || a.status !== 'booked') return undefined;
      const row = await toRow(a);
      const role = await roleOf(row.physicianNumber, row.scheduleType as HisScheduleType);
      if (!role?.id || !role.practitioner?.reference) throw new HisRefusedError(MSG.slotTaken, 409);
      return underScheduleLock('reschedule', role, async (schedule) => {
        const busy = await busyStarts(role.practitioner!.reference!, row.facilityCode, to.apptDate, to.apptDate, String(id));
        if (busy.get(to.apptDate)?.has(to.startTime)) throw new SlotTakenError();
        const moved: HisAppointment = { ...row, apptDate: to.apptDate, startTime: to.startTime, endTime: to.endTime, departmentCode: to.departmentCode };
        const resource: Appointment = {
          ...a,
          start: instantAt(row.facilityCode, to.apptDate, to.startTime),
          end: instantAt(row.facilityCode, to.apptDate, to.endTime),
          specialty: [{ coding: [{ system: SYSTEM.department, code: to.departmentCode }] }],
          status: STATUS_TO_FHIR['Booked'],
        };
        return (await transact('reschedule', schedule, resource, row.refNo)) === 'retry' ? 'retry' : moved;
      });
    },

    async labOrders(mrns, from, to) {
      const rows = await byMrn(mrns);
      if (rows.length === 0) return [];
      const byRef = new Map(rows.map((r) => [r.ref, r.record]));
      const found = (await search('lab reports', 'DiagnosticReport', [
        ['subject', rows.map((r) => r.ref).join(',')], ['date', `ge${from}`], ['date', `le${to}`],
      ])) as DiagnosticReport[];
      return readable(found, (r) => toLabOrder(r, (ref) => byRef.get(ref)))
        .sort((x, y) => y.orderDate.localeCompare(x.orderDate) || x.docNumber.localeCompare(y.docNumber));
    },

    async labOrder(docNumber) {
      const found = (await search('lab report', 'DiagnosticReport', [['identifier', `${SYSTEM.docNumber}|${docNumber}`]])) as DiagnosticReport[];
      const r = found[0];
      if (!r) return null;
      const ref = r.subject?.reference;
      const [type, id] = ref?.split('/') ?? [];
      const p = type === 'Patient' && id ? await call('patient read', () => medplum.readResource('Patient', id)) : undefined;
      const record = p ? one(p, toPatientRecord) : undefined;
      return one(r, (x) => toLabOrder(x, (s) => (s === ref ? record : undefined)));
    },

    async labTests(orders: LabOrderRow[]) {
      if (orders.length === 0) return [];
      const found = (await search('lab results', 'DiagnosticReport', [['identifier', orders.map((o) => `${SYSTEM.docNumber}|${o.docNumber}`).join(',')]])) as DiagnosticReport[];
      const byDoc = new Map(found.map((r) => [r.identifier?.find((i) => i.system === SYSTEM.docNumber)?.value, r]));
      // Results given as their own resources (`result` → Observation/<id>), read in one search; contained ones come with the report.
      const ids = [...new Set(found.flatMap((r) => (r.result ?? []).map((x) => x.reference ?? '').filter((ref) => ref.startsWith('Observation/')).map((ref) => ref.slice('Observation/'.length))))];
      const outside = new Map<string, Observation>();
      for (let i = 0; i < ids.length; i += 100) {
        for (const o of (await search('lab results', 'Observation', [['_id', ids.slice(i, i + 100).join(',')]])) as Observation[]) outside.set(`Observation/${o.id}`, o);
      }
      return orders.flatMap((o) => {
        const r = byDoc.get(o.docNumber);
        return r ? one(r, (x) => toLabTests(x, o, outside)) : [];
      });
    },

    async observations(mrns) {
      const rows = await byMrn(mrns);
      if (rows.length === 0) return [];
      const byRef = new Map(rows.map((r) => [r.ref, r.record]));
      const subjects = rows.map((r) => r.ref).join(',');
      const [reports, standalone] = await Promise.all([
        searchPages('lab results', 'DiagnosticReport', [['subject', subjects], ['category', `${SYSTEM.v2Section}|LAB`]]) as Promise<DiagnosticReport[]>,
        searchPages('lab results', 'Observation', [['patient', subjects], ['category', `${SYSTEM.observationCategory}|laboratory`]]) as Promise<Observation[]>,
      ]);
      const out: { o: HisObservation; at: number }[] = [];
      const take = (o: Observation, id: string, ctx: ObservationContext, at: number) => {
        try {
          const x = toObservation(o, id, (ref) => byRef.get(ref), ctx);
          if (x) out.push({ o: x, at });
        } catch (err) {
          if (!(err instanceof MalformedResourceError)) throw err;
          log.warn({ his: 'fhir', resource: err.resource, problem: err.problem }, 'left out a laboratory result the portal cannot read');
        }
      };
      // The report each result belongs to (DiagnosticReport.result): its number, its name (the panel), and its patient
      // and date for a contained result that has none of its own.
      const reportOf = new Map<string, { ctx: ObservationContext; at: number }>();
      for (const r of reports) {
        const docNumber = r.identifier?.find((i) => i.system === SYSTEM.docNumber)?.value ?? null;
        const ctx: ObservationContext = { docNumber, panel: r.code?.text ?? r.code?.coding?.[0]?.display ?? '', subject: r.subject?.reference, effective: r.effectiveDateTime ?? r.issued };
        const contained = new Map((r.contained ?? []).filter((c): c is Observation => c.resourceType === 'Observation').map((c) => [`#${c.id}`, c]));
        for (const [at, ref] of (r.result ?? []).entries()) {
          if (!ref.reference) continue;
          if (ref.reference.startsWith('#')) {
            const c = contained.get(ref.reference);
            if (c) take(c, `DiagnosticReport/${r.id}${ref.reference}`, ctx, at);
            else log.warn({ his: 'fhir', resource: `DiagnosticReport/${r.id}`, problem: `result ${ref.reference} not found` }, 'left out a laboratory result the portal cannot read');
          } else reportOf.set(ref.reference, { ctx, at });
        }
      }
      for (const o of standalone) {
        const of = reportOf.get(`Observation/${o.id}`);
        take(o, `Observation/${o.id}`, of?.ctx ?? { docNumber: null, panel: '' }, of?.at ?? 0);
      }
      return out
        .sort((a, b) => a.o.effectiveDate.localeCompare(b.o.effectiveDate) || (a.o.docNumber ?? '').localeCompare(b.o.docNumber ?? '') || a.at - b.at)
        .map((x) => x.o);
    },

    async reportDocument(order) {
      const found = (await search('report document', 'DiagnosticReport', [['identifier', `${SYSTEM.docNumber}|${order.docNumber}`]])) as DiagnosticReport[];
      const r = found[0];
      if (!r?.id) return null;
      const report = `DiagnosticReport/${r.id}`;
      // The report's own rendering (presentedForm), else a current document that says it is about this report.
      const form = r.presentedForm?.find(isPdf);
      if (form) return attachmentBytes(`${report}.presentedForm`, form);
      const documents = (await search('report document', 'DocumentReference', [['related', report]])) as DocumentReference[];
      for (const d of documents) {
        if (d.status !== 'current') continue;
        const attachment = d.content?.map((c) => c.attachment).find(isPdf);
        if (attachment) return attachmentBytes(`DocumentReference/${d.id ?? '?'}`, attachment);
      }
      return null;
    },

    async medications(mrns) {
      const rows = await byMrn(mrns);
      if (rows.length === 0) return [];
      const byRef = new Map(rows.map((r) => [r.ref, r.record]));
      const found = (await search('medications', 'MedicationRequest', [['subject', rows.map((r) => r.ref).join(',')]])) as MedicationRequest[];
      return readable(found, (m) => toMedication(m, (ref) => byRef.get(ref)))
        .sort((x, y) => y.creationDate.localeCompare(x.creationDate) || x.id - y.id);
    },

    async conditions(mrns) {
      const { refs, recordOf } = await subjects(mrns);
      if (!refs) return [];
      const found = (await search('problem list', 'Condition', [['subject', refs]])) as Condition[];
      return readable(found, (c) => toCondition(c, recordOf)).sort((x, y) => y.recordedDate.localeCompare(x.recordedDate) || x.name.localeCompare(y.name));
    },

    async allergies(mrns) {
      const { refs, recordOf } = await subjects(mrns);
      if (!refs) return [];
      const found = (await search('allergies', 'AllergyIntolerance', [['patient', refs]])) as AllergyIntolerance[];
      return readable(found, (a) => toAllergy(a, recordOf)).sort((x, y) => y.recordedDate.localeCompare(x.recordedDate) || x.substance.localeCompare(y.substance));
    },

    async immunizations(mrns) {
      const { refs, recordOf } = await subjects(mrns);
      if (!refs) return [];
      const found = (await search('immunizations', 'Immunization', [['patient', refs]])) as Immunization[];
      return readable(found, (i) => toImmunization(i, recordOf)).sort((x, y) => y.date.localeCompare(x.date) || x.vaccine.localeCompare(y.vaccine));
    },
  };
  return his;
}
