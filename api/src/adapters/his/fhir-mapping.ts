import type {
  Appointment, CodeableConcept, DiagnosticReport, Extension, Identifier, MedicationRequest, Observation, Patient, PractitionerRole, Reference,
} from '@medplum/fhirtypes';
import { locations } from '../content/catalogue.js';
import type { DoctorScheduleSet, HisAppointment, HisObservation, LabOrderRow, LabTestRow, MedicationRow, ObservationStatus, PatientRecord, ScheduleBlock } from './types.js';

/**
 * How the portal's hospital fields sit in FHIR R4 resources (docs/hospital-system.md has the table). The
 * identifier systems are the ones the hospital and the portal agree on; the embedded demo's FHIR Bundle uses
 * the same, so the adapter's tests and the demo server read like a hospital's.
 */
export const SYSTEM = {
  /** Patient.identifier (type MR): the medical record number at the facility; assigner.display = the HIS instance. */
  mrn: 'urn:patient-portal:his:mrn',
  /** Patient.identifier per identity document type (1 Emirates ID, 2 passport, …): `…:document:<type>`. */
  document: 'urn:patient-portal:his:document',
  /** Organization identifier of a facility (Patient.managingOrganization, PractitionerRole.organization, Appointment Location participant). */
  facility: 'urn:patient-portal:his:facility',
  /** Practitioner.identifier and PractitionerRole.identifier: the hospital's physician number. */
  physician: 'urn:patient-portal:his:physician-number',
  /** Practitioner.identifier: the brand content site's doctor id. */
  doctorId: 'urn:patient-portal:content:doctor-id',
  /** PractitionerRole.specialty, Appointment.specialty: the department code. */
  department: 'urn:patient-portal:his:department',
  /** PractitionerRole.code, Schedule.serviceType, Appointment.serviceType: ONLINE (visit) or TELEMED (video). */
  scheduleType: 'urn:patient-portal:his:schedule-type',
  /** Appointment.identifier: the appointment's number (the portal's appointmentId) and its reference number. */
  appointmentNumber: 'urn:patient-portal:his:appointment-number',
  appointmentRef: 'urn:patient-portal:his:appointment-ref',
  /** Appointment.identifier: the booking request's idempotency key (a retried booking finds its appointment). */
  idempotencyKey: 'urn:patient-portal:idempotency-key',
  /** DiagnosticReport.identifier: the order's document number. */
  docNumber: 'urn:patient-portal:his:doc-number',
  /** DiagnosticReport.category (HL7 v2 table 0074): LAB, RAD. */
  v2Section: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  /** Observation.interpretation. */
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  /** Observation.code: LOINC. */
  loinc: 'http://loinc.org',
  /** Observation.valueQuantity.system and referenceRange bounds: UCUM units. */
  ucum: 'http://unitsofmeasure.org',
  /** Observation.category: laboratory. */
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
} as const;

export const EXTENSION = {
  /** PractitionerRole.availableTime: the slot length in minutes. */
  slotMinutes: 'urn:patient-portal:his:slot-minutes',
  /** Appointment: the portal account that booked it, and the family member it is for. */
  bookedBy: 'urn:patient-portal:booked-by-user',
  familyMember: 'urn:patient-portal:family-member',
  /** Schedule: the last booking it took (each booking writes a new version of the Schedule). */
  lastBooking: 'urn:patient-portal:his:last-booking',
  /** Observation: when a clinician released the result to the patient (valueDateTime); absent while not released. */
  releasedToPatient: 'urn:patient-portal:his:released-to-patient',
} as const;

export const documentSystem = (documentTypeId: number) => `${SYSTEM.document}:${documentTypeId}`;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** A resource the portal cannot read: refused, and named in the log. */
export class MalformedResourceError extends Error {
  constructor(readonly resource: string, readonly problem: string) {
    super(`${resource}: ${problem}`);
    this.name = 'MalformedResourceError';
  }
}

const idOf = (system: string, ids: Identifier[] | undefined) => ids?.find((i) => i.system === system)?.value;
const codeOf = (system: string, concepts: CodeableConcept[] | undefined) => concepts?.flatMap((c) => c.coding ?? []).find((c) => c.system === system)?.code;
const extOf = (url: string, exts: Extension[] | undefined) => exts?.find((e) => e.url === url);
const name = (resourceType: string, id: string | undefined) => `${resourceType}/${id ?? '?'}`;

// --- time at the hospital ------------------------------------------------------------------------------

const zoneByFacility = new Map(locations.map((l) => [l.facilityCode, l.country === 'Oman' ? 'Asia/Muscat' : 'Asia/Dubai'] as const));
export const facilityZone = (facilityCode: string) => zoneByFacility.get(facilityCode) ?? 'Asia/Dubai';

/** The zone's UTC offset at that moment, as ±HH:MM. */
function offsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-]\d{2}):?(\d{2})?/.exec(part);
  return m ? `${m[1]}:${m[2] ?? '00'}` : '+00:00';
}

/** A wall-clock date and time at the facility as a FHIR instant. */
export function instantAt(facilityCode: string, date: string, time: string): string {
  const zone = facilityZone(facilityCode);
  const [hh, mm] = time === '24:00' ? ['23', '59'] : time.split(':');
  const guess = new Date(`${date}T${hh}:${mm}:00Z`);
  const instant = `${date}T${hh}:${mm}:00${offsetOf(zone, guess)}`;
  return time === '24:00' ? new Date(Date.parse(instant) + 60_000).toISOString() : instant;
}

/** A FHIR instant as the facility's wall clock: date YYYY-MM-DD and time HH:MM. */
export function wallClockAt(facilityCode: string, instant: string): { date: string; time: string } | null {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: facilityZone(facilityCode), year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at).map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

// --- FHIR → the portal's shapes ----------------------------------------------------------------------------

const phoneDigits = (value: string) => value.replace(/\D/g, '');
/** Patient.telecom (phone) as the hospital stores it and the portal searches it: `+<calling code> <number>`. */
export const phoneValue = (callingCode: string, mobile: string) => `+${phoneDigits(callingCode)} ${phoneDigits(mobile).replace(/^0+/, '')}`;

export function toPatientRecord(p: Patient): PatientRecord {
  const mrn = p.identifier?.find((i) => i.system === SYSTEM.mrn);
  const facility = p.managingOrganization?.identifier?.system === SYSTEM.facility ? p.managingOrganization.identifier.value : undefined;
  const doc = p.identifier?.find((i) => i.system?.startsWith(`${SYSTEM.document}:`));
  const given = p.name?.[0]?.given?.[0];
  if (!mrn?.value) throw new MalformedResourceError(name('Patient', p.id), 'no medical record number');
  if (!facility) throw new MalformedResourceError(name('Patient', p.id), 'no managing facility');
  if (!given || !p.birthDate) throw new MalformedResourceError(name('Patient', p.id), 'no name or birth date');
  // The mobile number as `+<calling code> <number>` (E.123 international notation).
  // The current mobile when the hospital keeps several numbers (an old one ended by `period.end`).
  const phones = (p.telecom ?? []).filter((t) => t.system === 'phone' && t.value && !(t.period?.end && t.period.end < new Date().toISOString()));
  const phone = phones.find((t) => t.use === 'mobile') ?? phones[0];
  const [cc = '', ...rest] = (phone?.value ?? '').trim().split(/\s+/);
  const callingCode = phoneDigits(cc);
  const mobileNo = phoneDigits(rest.join(''));
  return {
    his: mrn.assigner?.display ?? '',
    patientId: mrn.value,
    facilityCode: facility,
    callingCode,
    mobileNo,
    documentTypeId: doc ? Number(doc.system!.split(':').pop()) || 0 : 0,
    documentId: doc?.value ?? '',
    firstName: given,
    lastName: p.name?.[0]?.family ?? '',
    dateOfBirth: p.birthDate,
    genderId: p.gender === 'male' ? 1 : p.gender === 'female' ? 2 : 0,
  };
}

/** The weekly hours of the doctor's role of that type (PractitionerRole.availableTime). */
export function toDoctorSchedule(role: PractitionerRole): DoctorScheduleSet {
  const physicianNumber = idOf(SYSTEM.physician, role.identifier);
  const doctorId = Number(role.practitioner?.identifier?.system === SYSTEM.doctorId ? role.practitioner.identifier.value : NaN);
  const facilityCode = role.organization?.identifier?.value;
  const departmentCode = codeOf(SYSTEM.department, role.specialty) ?? '';
  const where = name('PractitionerRole', role.id);
  if (!physicianNumber || !Number.isInteger(doctorId) || !facilityCode) throw new MalformedResourceError(where, 'no physician number, doctor id or facility');
  const blocks: ScheduleBlock[] = [];
  for (const t of role.availableTime ?? []) {
    const slotMinutes = extOf(EXTENSION.slotMinutes, t.extension)?.valueInteger;
    if (!t.availableStartTime || !t.availableEndTime || !slotMinutes || slotMinutes <= 0) throw new MalformedResourceError(where, 'an availableTime without hours or slot length');
    const end = t.availableEndTime.slice(0, 5);
    for (const day of t.daysOfWeek ?? []) {
      blocks.push({
        weekday: WEEKDAYS.indexOf(day as Weekday), startTime: t.availableStartTime.slice(0, 5), endTime: end === '23:59' ? '24:00' : end,
        slotMinutes, departmentCode, physicianNumber,
      });
    }
  }
  blocks.sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  return { doctorId, physicianNumber, facilityCode, departmentCode, blocks };
}

const STATUS_TO_PORTAL: Partial<Record<NonNullable<Appointment['status']>, string>> = {
  proposed: 'Booked', pending: 'Booked', booked: 'Booked', arrived: 'Booked', 'checked-in': 'Booked', waitlist: 'Booked',
  fulfilled: 'Visited', noshow: 'Not Visited', cancelled: 'Cancelled', 'entered-in-error': 'Cancelled',
};
export const STATUS_TO_FHIR: Record<string, Appointment['status']> = { Booked: 'booked', Visited: 'fulfilled', 'Not Visited': 'noshow', Cancelled: 'cancelled' };

export function participantOf(a: Appointment, type: string): Reference | undefined {
  return a.participant?.find((p) => p.actor?.type === type || p.actor?.reference?.startsWith(`${type}/`))?.actor;
}

/** An Appointment as the portal's row; `mrnOf` names the patient when the reference carries no identifier. */
export function toAppointment(a: Appointment, mrnOf: (patientRef: string) => string | undefined): HisAppointment {
  const where = name('Appointment', a.id);
  const number = Number(idOf(SYSTEM.appointmentNumber, a.identifier));
  const refNo = idOf(SYSTEM.appointmentRef, a.identifier);
  const patient = participantOf(a, 'Patient');
  const role = participantOf(a, 'PractitionerRole');
  const practitioner = participantOf(a, 'Practitioner');
  const location = participantOf(a, 'Location');
  const patientId = (patient?.identifier?.system === SYSTEM.mrn ? patient.identifier.value : undefined) ?? (patient?.reference ? mrnOf(patient.reference) : undefined);
  const facilityCode = location?.identifier?.system === SYSTEM.facility ? location.identifier.value : undefined;
  if (!Number.isSafeInteger(number) || number <= 0 || !refNo) throw new MalformedResourceError(where, 'no appointment number or reference');
  if (!patientId || !facilityCode || !a.start || !a.end || !a.status) throw new MalformedResourceError(where, 'no patient, facility, start, end or status');
  const start = wallClockAt(facilityCode, a.start);
  const end = wallClockAt(facilityCode, a.end);
  if (!start || !end) throw new MalformedResourceError(where, 'start or end is not an instant');
  const doctorId = Number(practitioner?.identifier?.system === SYSTEM.doctorId ? practitioner.identifier.value : NaN);
  const physicianNumber = role?.identifier?.system === SYSTEM.physician ? role.identifier.value : undefined;
  if (!Number.isInteger(doctorId) || !physicianNumber) throw new MalformedResourceError(where, 'no doctor');
  const status = STATUS_TO_PORTAL[a.status];
  if (!status) throw new MalformedResourceError(where, `unknown status ${a.status}`);
  const bookedBy = extOf(EXTENSION.bookedBy, a.extension)?.valueInteger;
  const familyMember = extOf(EXTENSION.familyMember, a.extension)?.valueInteger;
  return {
    id: number, refNo, patientId, facilityCode, familyMemberId: familyMember ?? null, doctorId, physicianNumber,
    departmentCode: codeOf(SYSTEM.department, a.specialty) ?? '', apptDate: start.date, startTime: start.time, endTime: end.date > start.date ? '24:00' : end.time,
    status, scheduleType: codeOf(SYSTEM.scheduleType, a.serviceType) ?? 'ONLINE', createdByUserId: bookedBy ?? null,
  };
}

/** A stable positive number for a resource without one (the portal's row ids of orders and medications). */
export function numberOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 1) || 1;
}

export function toLabOrder(r: DiagnosticReport, mrnOf: (patientRef: string) => PatientRecord | undefined): LabOrderRow {
  const where = name('DiagnosticReport', r.id);
  const docNumber = idOf(SYSTEM.docNumber, r.identifier);
  const section = codeOf(SYSTEM.v2Section, r.category);
  const record = r.subject?.reference ? mrnOf(r.subject.reference) : undefined;
  const date = r.effectiveDateTime?.slice(0, 10) ?? r.issued?.slice(0, 10);
  if (!docNumber || !section || !date) throw new MalformedResourceError(where, 'no document number, category or date');
  if (!record) throw new MalformedResourceError(where, 'its patient is not among the asked records');
  return {
    id: numberOf(docNumber), docNumber, orderDate: date, docType: section === 'RAD' ? 'RBF' : 'LAB', facilityCode: record.facilityCode, patientId: record.patientId,
    orderName: r.code?.text ?? r.code?.coding?.[0]?.display ?? '', doctorName: r.resultsInterpreter?.[0]?.display ?? r.performer?.[0]?.display ?? '',
    status: r.status === 'final' || r.status === 'amended' || r.status === 'corrected' ? 'Completed' : r.status === 'preliminary' || r.status === 'partial' ? 'Preliminary' : r.status ?? '',
  };
}

/** The results of a report: its Observations, contained (`result` points at `#id`) or given alongside. */
export function toLabTests(r: DiagnosticReport, order: Pick<LabOrderRow, 'id' | 'docNumber'>, outside: Map<string, Observation> = new Map()): LabTestRow[] {
  const contained = new Map((r.contained ?? []).filter((c): c is Observation => c.resourceType === 'Observation').map((o) => [`#${o.id}`, o]));
  return (r.result ?? []).map((ref) => {
    const o = (ref.reference && (contained.get(ref.reference) ?? outside.get(ref.reference))) || undefined;
    if (!o) throw new MalformedResourceError(name('DiagnosticReport', r.id), `result ${ref.reference ?? '?'} not found`);
    const q = o.valueQuantity;
    return {
      orderId: order.id, docNumber: order.docNumber, testName: o.code?.text ?? o.code?.coding?.[0]?.display ?? '',
      value: q?.value !== undefined ? String(q.value) : o.valueString ?? '', unit: q?.unit ?? '', referenceRange: o.referenceRange?.[0]?.text ?? '',
      flag: codeOf(SYSTEM.interpretation, o.interpretation) ?? 'N',
    };
  });
}

const OBSERVATION_STATUS: Partial<Record<NonNullable<Observation['status']>, ObservationStatus>> = {
  registered: 'registered', preliminary: 'preliminary', final: 'final', amended: 'amended', corrected: 'corrected',
};

/** What a laboratory result needs from its report: the report it belongs to, and the patient and date when it has none of its own. */
export interface ObservationContext {
  docNumber: string | null;
  panel: string;
  subject?: string;
  effective?: string;
}

const rangeWords = (low: number | null, high: number | null) =>
  low !== null && high !== null ? `${low} - ${high}` : high !== null ? `< ${high}` : low !== null ? `> ${low}` : '';

/**
 * A laboratory Observation as the portal's result: LOINC code (else the first coding), the value with its UCUM unit
 * (a quantity, or words: valueString, valueCodeableConcept), the first reference range (bounds in the value's unit),
 * the interpretation, effective date, issued instant, status and the clinician's release. Null for a result that is
 * not one (cancelled, entered in error, unknown); MalformedResourceError for one the portal cannot read.
 */
export function toObservation(o: Observation, id: string, patientOf: (ref: string) => PatientRecord | undefined, ctx: ObservationContext = { docNumber: null, panel: '' }): HisObservation | null {
  const where = o.id?.startsWith('#') || id.includes('#') ? id : name('Observation', o.id);
  const status = o.status ? OBSERVATION_STATUS[o.status] : undefined;
  if (o.status === 'cancelled' || o.status === 'entered-in-error' || o.status === 'unknown') return null;
  if (!status) throw new MalformedResourceError(where, `unknown status ${o.status ?? '(none)'}`);
  const subject = o.subject?.reference ?? ctx.subject;
  const record = subject ? patientOf(subject) : undefined;
  if (!record) throw new MalformedResourceError(where, 'its patient is not among the asked records');
  const loinc = o.code?.coding?.find((c) => c.system === SYSTEM.loinc);
  const testName = o.code?.text ?? loinc?.display ?? o.code?.coding?.find((c) => c.display)?.display;
  if (!testName) throw new MalformedResourceError(where, 'no test name');
  const effective = (o.effectiveDateTime ?? o.effectivePeriod?.start ?? o.effectiveInstant ?? ctx.effective)?.slice(0, 10);
  if (!effective || !/^\d{4}-\d{2}-\d{2}$/.test(effective)) throw new MalformedResourceError(where, 'no effective date');
  let value: number | null = null;
  let valueText: string | null = null;
  let unit = '';
  let unitCode = '';
  const q = o.valueQuantity;
  if (q) {
    if (typeof q.value !== 'number' || !Number.isFinite(q.value)) throw new MalformedResourceError(where, 'a quantity without a value');
    if (q.system && q.system !== SYSTEM.ucum) throw new MalformedResourceError(where, `a unit outside UCUM (${q.system})`);
    unitCode = q.code ?? '';
    unit = q.unit ?? unitCode;
    if (q.comparator) valueText = `${q.comparator} ${q.value}`;
    else value = q.value;
  } else if (o.valueString !== undefined) valueText = o.valueString;
  else if (o.valueCodeableConcept) valueText = o.valueCodeableConcept.text ?? o.valueCodeableConcept.coding?.find((c) => c.display)?.display ?? null;
  if (value === null && !valueText) throw new MalformedResourceError(where, 'no value');
  const rr = o.referenceRange?.[0];
  for (const bound of [rr?.low, rr?.high]) {
    if (bound?.code && unitCode && bound.code !== unitCode) throw new MalformedResourceError(where, `a reference range in ${bound.code}, the value in ${unitCode}`);
  }
  const low = typeof rr?.low?.value === 'number' ? rr.low.value : null;
  const high = typeof rr?.high?.value === 'number' ? rr.high.value : null;
  const released = extOf(EXTENSION.releasedToPatient, o.extension)?.valueDateTime;
  return {
    id, patientId: record.patientId, facilityCode: record.facilityCode, docNumber: ctx.docNumber, panel: ctx.panel,
    code: loinc?.code ?? '', name: testName, value, valueText, unit, unitCode, low, high, rangeText: rr?.text ?? rangeWords(low, high),
    interpretation: codeOf(SYSTEM.interpretation, o.interpretation) ?? null, effectiveDate: effective,
    issued: o.issued ?? `${effective}T00:00:00Z`, status, releasedAt: released ?? null,
  };
}

export function toMedication(m: MedicationRequest, mrnOf: (patientRef: string) => PatientRecord | undefined): MedicationRow {
  const where = name('MedicationRequest', m.id);
  const record = m.subject?.reference ? mrnOf(m.subject.reference) : undefined;
  const days = m.dispenseRequest?.expectedSupplyDuration?.value;
  if (!record) throw new MalformedResourceError(where, 'its patient is not among the asked records');
  if (!m.authoredOn || days === undefined || !m.medicationCodeableConcept?.text) throw new MalformedResourceError(where, 'no medication, date or duration');
  return {
    id: numberOf(m.id ?? `${record.patientId}:${m.medicationCodeableConcept.text}:${m.authoredOn}`), patientId: record.patientId, facilityCode: record.facilityCode,
    brandName: m.medicationCodeableConcept.text, genericName: m.medicationCodeableConcept.coding?.[0]?.display ?? '', frequency: m.dosageInstruction?.[0]?.text ?? '',
    durationDays: days, creationDate: m.authoredOn.slice(0, 10), physicianNo: m.requester?.identifier?.value ?? '', doctorName: m.requester?.display ?? '',
  };
}

// --- the portal's shapes → FHIR ----------------------------------------------------------------------------

export function patientResource(r: PatientRecord, id?: string): Patient {
  return {
    resourceType: 'Patient',
    ...(id ? { id } : {}),
    identifier: [
      { use: 'usual', type: { coding: [{ system: SYSTEM.identifierType, code: 'MR' }] }, system: SYSTEM.mrn, value: r.patientId, assigner: { display: r.his } },
      ...(r.documentId ? [{ use: 'official' as const, system: documentSystem(r.documentTypeId), value: r.documentId }] : []),
    ],
    name: [{ family: r.lastName, given: [r.firstName] }],
    birthDate: r.dateOfBirth,
    gender: r.genderId === 1 ? 'male' : r.genderId === 2 ? 'female' : 'unknown',
    telecom: [{ system: 'phone', use: 'mobile', value: phoneValue(r.callingCode, r.mobileNo) }],
    managingOrganization: { type: 'Organization', identifier: { system: SYSTEM.facility, value: r.facilityCode }, display: r.facilityCode },
  };
}

export function roleResource(s: DoctorScheduleSet, scheduleType: string, practitionerId: string, id?: string): PractitionerRole {
  return {
    resourceType: 'PractitionerRole',
    ...(id ? { id } : {}),
    active: true,
    identifier: [{ system: SYSTEM.physician, value: s.physicianNumber }],
    practitioner: { reference: `Practitioner/${practitionerId}`, type: 'Practitioner', identifier: { system: SYSTEM.doctorId, value: String(s.doctorId) } },
    organization: { type: 'Organization', identifier: { system: SYSTEM.facility, value: s.facilityCode }, display: s.facilityCode },
    code: [{ coding: [{ system: SYSTEM.scheduleType, code: scheduleType }] }],
    specialty: [{ coding: [{ system: SYSTEM.department, code: s.departmentCode }] }],
    availableTime: s.blocks.map((b) => ({
      daysOfWeek: [WEEKDAYS[b.weekday]!],
      availableStartTime: `${b.startTime}:00`,
      availableEndTime: b.endTime === '24:00' ? '23:59:59' : `${b.endTime}:00`,
      extension: [{ url: EXTENSION.slotMinutes, valueInteger: b.slotMinutes }],
    })),
  };
}

export interface AppointmentRefs {
  patient: string;
  role: string;
  practitioner: string;
}

export function appointmentResource(a: HisAppointment, refs: AppointmentRefs, idempotencyKey: string | null, id?: string): Appointment {
  return {
    resourceType: 'Appointment',
    ...(id ? { id } : {}),
    status: STATUS_TO_FHIR[a.status] ?? 'booked',
    identifier: [
      { system: SYSTEM.appointmentNumber, value: String(a.id) },
      { system: SYSTEM.appointmentRef, value: a.refNo },
      ...(idempotencyKey ? [{ system: SYSTEM.idempotencyKey, value: idempotencyKey }] : []),
    ],
    serviceType: [{ coding: [{ system: SYSTEM.scheduleType, code: a.scheduleType }] }],
    specialty: [{ coding: [{ system: SYSTEM.department, code: a.departmentCode }] }],
    start: instantAt(a.facilityCode, a.apptDate, a.startTime),
    end: instantAt(a.facilityCode, a.apptDate, a.endTime),
    participant: [
      { actor: { reference: refs.patient, type: 'Patient', identifier: { system: SYSTEM.mrn, value: a.patientId } }, status: 'accepted' },
      { actor: { reference: refs.role, type: 'PractitionerRole', identifier: { system: SYSTEM.physician, value: a.physicianNumber } }, status: 'accepted' },
      { actor: { reference: refs.practitioner, type: 'Practitioner', identifier: { system: SYSTEM.doctorId, value: String(a.doctorId) } }, status: 'accepted' },
      { actor: { type: 'Location', identifier: { system: SYSTEM.facility, value: a.facilityCode }, display: a.facilityCode }, status: 'accepted' },
    ],
    extension: [
      ...(a.createdByUserId !== null ? [{ url: EXTENSION.bookedBy, valueInteger: a.createdByUserId }] : []),
      ...(a.familyMemberId !== null ? [{ url: EXTENSION.familyMember, valueInteger: a.familyMemberId }] : []),
    ],
  };
}
