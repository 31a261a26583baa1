import type { Attachment, Binary, Bundle, BundleEntry, DiagnosticReport, DocumentReference, MedicationRequest, Observation, Practitioner, Resource, Schedule } from '@medplum/fhirtypes';
import { EXTENSION, SYSTEM, appointmentResource, numberOf, patientResource, roleResource } from '../../adapters/his/fhir-mapping.js';
import { drawReportPdf } from '../../adapters/his/report-drawing.js';
import type { DoctorScheduleSet, HisScheduleType } from '../../adapters/his/types.js';
import { doctors } from '../content/data/index.js';
import { DEMO_FAMILY, DEMO_PEOPLE, demoMedications, demoVisits, labOrderDetails, labOrders, scheduleRowsFor, seededIssuedAt, type LabTestSeed } from '../his/seed.js';
import { allergyResource, conditionResource, immunizationResource } from '../../adapters/his/fhir-summary-mapping.js';
import { demoAllergies, demoConditions, demoImmunizations } from '../his/summary-seed.js';

const NUMBER = /^-?\d+(\.\d+)?$/;
const daysBefore = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString().slice(0, 10);

/** A seeded result as a FHIR Observation: LOINC code, a UCUM quantity (or words), the range's bounds, the interpretation, the release. */
function observationOf(t: LabTestSeed, id: string, at: { subject: { reference: string }; effectiveDateTime: string; issued: string; laboratory: boolean; now: number }): Observation & { id: string } {
  const bound = (value: number | undefined) => (value === undefined ? undefined : { value, unit: t.unit, system: SYSTEM.ucum, code: t.ucum });
  const numeric = t.ucum !== '' && NUMBER.test(t.value);
  return {
    resourceType: 'Observation', id, status: t.status ?? 'final',
    ...(at.laboratory ? { category: [{ coding: [{ system: SYSTEM.observationCategory, code: 'laboratory' }] }] } : {}),
    code: { text: t.name, ...(t.code ? { coding: [{ system: SYSTEM.loinc, code: t.code }] } : {}) },
    subject: at.subject,
    effectiveDateTime: at.effectiveDateTime,
    issued: at.issued,
    ...(numeric ? { valueQuantity: { value: Number(t.value), unit: t.unit, system: SYSTEM.ucum, code: t.ucum } } : { valueString: t.value }),
    ...(t.range ? { referenceRange: [{ text: t.range, ...(bound(t.low) ? { low: bound(t.low) } : {}), ...(bound(t.high) ? { high: bound(t.high) } : {}) }] } : {}),
    interpretation: [{ coding: [{ system: SYSTEM.interpretation, code: t.flag }] }],
    ...(t.releasedDaysAgo !== undefined ? { extension: [{ url: EXTENSION.releasedToPatient, valueDateTime: `${daysBefore(at.now, t.releasedDaysAgo)}T10:00:00Z` }] } : {}),
  };
}

/**
 * The demo family and the doctors' hours as a FHIR R4 batch Bundle: the same demo data as the embedded
 * hospital (standins/his/seed.ts), so the FHIR test server and the embedded stand-in answer the same questions
 * alike. Dates are relative to `now` (recent and past reports, active and past medications, two past visits).
 *
 * Every report carries the hospital's PDF, drawn here when the Bundle is made, in each of the ways a hospital
 * gives one: inline in `presentedForm` (laboratory reports), `presentedForm` pointing at a Binary (the child's
 * blood count), and a DocumentReference related to the report whose attachment is a Binary (radiology).
 */
export async function demoFhirBundle(now = Date.now()): Promise<Bundle> {
  const entries: BundleEntry[] = [];
  const put = (resource: Resource & { id: string }) => entries.push({ resource, request: { method: 'PUT', url: `${resource.resourceType}/${resource.id}` } });

  // Doctors: a Practitioner each, a PractitionerRole (weekly hours) and a Schedule per schedule type.
  const rows = scheduleRowsFor(doctors);
  for (const d of doctors) {
    const practitioner: Practitioner & { id: string } = {
      resourceType: 'Practitioner', id: `doctor-${d.id}`, active: true,
      identifier: [{ system: SYSTEM.physician, value: d.physician_number }, { system: SYSTEM.doctorId, value: String(d.id) }],
      name: [{ text: d.name.en }],
    };
    put(practitioner);
    for (const type of ['ONLINE', 'TELEMED'] as HisScheduleType[]) {
      const mine = rows.filter((r) => r.doctor_id === d.id && r.schedule_type === type);
      if (mine.length === 0) continue;
      const set: DoctorScheduleSet = {
        doctorId: d.id, physicianNumber: d.physician_number, facilityCode: d.facilityCode, departmentCode: d.department_code,
        blocks: mine.map((r) => ({ weekday: r.weekday, startTime: r.start_time, endTime: r.end_time, slotMinutes: r.slot_minutes, departmentCode: r.department_code, physicianNumber: r.physician_number })),
      };
      const roleId = `role-${d.id}-${type.toLowerCase()}`;
      put({ ...roleResource(set, type, practitioner.id), id: roleId });
      const schedule: Schedule & { id: string } = {
        resourceType: 'Schedule', id: `schedule-${d.id}-${type.toLowerCase()}`, active: true,
        serviceType: [{ coding: [{ system: SYSTEM.scheduleType, code: type }] }],
        actor: [{ reference: `PractitionerRole/${roleId}` }, { reference: `Practitioner/${practitioner.id}` }],
      };
      put(schedule);
    }
  }

  // The registrations of the demo people (the family, and a patient UAE PASS proves).
  const people = DEMO_PEOPLE;
  const patientRef = new Map<string, string>();
  for (const p of people) {
    for (const r of p.records) {
      const id = `patient-${r.patientId.toLowerCase()}`;
      patientRef.set(r.patientId, `Patient/${id}`);
      put({
        ...patientResource({
          his: r.his, patientId: r.patientId, facilityCode: r.facilityCode, callingCode: p.callingCode, mobileNo: p.mobile, documentTypeId: p.documentTypeId,
          documentId: p.documentId, firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, genderId: p.genderId,
        }),
        id,
      });
    }
  }

  // Lab and radiology reports with their results and PDFs. Laboratory results are Observations of their own (category
  // laboratory, LOINC, UCUM, the range's bounds, the clinician's release), which the report lists in `result`; the
  // child's blood counts and the radiology impression are contained in their reports instead, as some hospitals send them.
  const personOf = new Map<string, (typeof people)[number]>(people.flatMap((p) => p.records.map((r) => [r.patientId, p] as const)));
  for (const [i, o] of labOrders().entries()) {
    const { orderDate, doctorName } = labOrderDetails(o, i, now);
    const contain = o.type === 'RBF' || o.patientId === DEMO_FAMILY.child.records[0].patientId;
    const subject = { reference: patientRef.get(o.patientId)! };
    const observations: (Observation & { id: string })[] = o.tests.map((t, j) => observationOf(t, contain ? `r${j + 1}` : `result-${o.doc.toLowerCase()}-${j + 1}`, {
      subject, effectiveDateTime: orderDate, issued: seededIssuedAt(o, now), laboratory: o.type === 'LAB', now,
    }));
    const report: DiagnosticReport & { id: string } = {
      resourceType: 'DiagnosticReport', id: `report-${o.doc.toLowerCase()}`, status: 'final',
      identifier: [{ system: SYSTEM.docNumber, value: o.doc }],
      category: [{ coding: [{ system: SYSTEM.v2Section, code: o.type === 'RBF' ? 'RAD' : 'LAB' }] }],
      code: { text: o.name },
      subject,
      effectiveDateTime: orderDate,
      resultsInterpreter: [{ display: doctorName }],
      ...(contain ? { contained: observations } : {}),
      result: observations.map((x) => ({ reference: contain ? `#${x.id}` : `Observation/${x.id}` })),
    };
    if (!contain) observations.forEach(put);
    const p = personOf.get(o.patientId)!;
    const pdf = await drawReportPdf({
      patient: { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, patientId: o.patientId, genderId: p.genderId },
      order: { docNumber: o.doc, orderDate, docType: o.type, facilityCode: o.facility, orderName: o.name, doctorName, status: 'Completed' },
      tests: o.tests.map((t) => ({ testName: t.name, value: t.value, unit: t.unit, referenceRange: t.range, flag: t.flag })),
      generatedAt: new Date(now),
    });
    const title = `${o.doc}.pdf`;
    const binary: Binary & { id: string } = { resourceType: 'Binary', id: `report-pdf-${o.doc.toLowerCase()}`, contentType: 'application/pdf', data: pdf.toString('base64') };
    const linked: Attachment = { contentType: 'application/pdf', url: `Binary/${binary.id}`, size: pdf.length, title };
    if (o.type === 'RBF') {
      put(binary);
      const document: DocumentReference & { id: string } = {
        resourceType: 'DocumentReference', id: `report-document-${o.doc.toLowerCase()}`, status: 'current',
        subject: { reference: patientRef.get(o.patientId)! }, date: `${orderDate}T00:00:00Z`, description: o.name,
        content: [{ attachment: linked }],
        context: { related: [{ reference: `DiagnosticReport/${report.id}` }] },
      };
      put(report);
      put(document);
    } else if (o.patientId === DEMO_FAMILY.child.records[0].patientId) {
      put(binary);
      put({ ...report, presentedForm: [linked] });
    } else {
      put({ ...report, presentedForm: [{ contentType: 'application/pdf', data: binary.data, title }] });
    }
  }

  // Medications.
  for (const m of demoMedications(now)) {
    const request: MedicationRequest & { id: string } = {
      resourceType: 'MedicationRequest', id: `medication-${numberOf(`${m.patientId}|${m.brandName}|${m.creationDate}`)}`, status: 'active', intent: 'order',
      subject: { reference: patientRef.get(m.patientId)! },
      medicationCodeableConcept: { text: m.brandName, coding: [{ display: m.genericName }] },
      authoredOn: m.creationDate,
      requester: { display: m.doctorName, identifier: { system: SYSTEM.physician, value: m.physicianNo } },
      dosageInstruction: [{ text: m.frequency }],
      dispenseRequest: { expectedSupplyDuration: { value: m.durationDays, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' } },
    };
    put(request);
  }

  // The problem list, allergies and vaccinations.
  const rowId = (kind: string, ...parts: string[]) => `${kind}-${numberOf(parts.join('|'))}`;
  for (const c of demoConditions(now)) put(conditionResource(c, patientRef.get(c.patientId)!, rowId('condition', c.patientId, c.name, c.recordedDate)));
  for (const a of demoAllergies(now)) put(allergyResource(a, patientRef.get(a.patientId)!, rowId('allergy', a.patientId, a.substance)));
  for (const i of demoImmunizations(now)) put(immunizationResource(i, patientRef.get(i.patientId)!, rowId('immunization', i.patientId, i.vaccine, i.date)));

  // Two past visits.
  for (const [i, v] of demoVisits(now).entries()) {
    const resource = appointmentResource(
      {
        id: 900_000_001 + i, refNo: v.refNo, patientId: v.patientId, facilityCode: v.facilityCode, familyMemberId: null, doctorId: v.doctor.id,
        physicianNumber: v.doctor.physician_number, departmentCode: v.doctor.department_code, apptDate: v.apptDate, startTime: v.startTime, endTime: v.endTime,
        status: v.status, scheduleType: 'ONLINE', createdByUserId: null,
      },
      { patient: patientRef.get(v.patientId)!, role: `PractitionerRole/role-${v.doctor.id}-online`, practitioner: `Practitioner/doctor-${v.doctor.id}` },
      null,
      `visit-${v.refNo.toLowerCase()}`,
    );
    put(resource as typeof resource & { id: string });
  }
  // A batch: each entry on its own (the router limits the updates of one transaction).
  return { resourceType: 'Bundle', type: 'batch', entry: entries };
}
