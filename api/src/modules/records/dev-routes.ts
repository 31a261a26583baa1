import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { badRequest, envelopeSchema, errorResponses, notFound, ok } from '../../http/envelope.js';
import { addDays } from '@portal/shared/dates';
import { accountIdByMobile } from '../user/index.js';
import { RecordsService } from './service.js';
import { createSecurity } from '../security/index.js';

/**
 * Embedded mode only (registered under /api/dev with embeddedOnly): gives a freshly registered account
 * hospital orders and medications, so that end-to-end tests and the benchmark use their own patient
 * instead of the demo family (whose number has an SMS limit per hour).
 */

/** Enough rows of a 'Comprehensive Health Check' to make a report of about `pages` A4 pages. */
export function longReportTests(pages: number) {
  const panels = ['Haematology', 'Biochemistry', 'Lipids', 'Liver', 'Kidney', 'Thyroid', 'Vitamins', 'Electrolytes', 'Immunology', 'Urine'];
  const rows = [];
  const perPage = 36;
  for (let i = 0; i < Math.max(1, pages) * perPage - 20; i += 1) {
    const flag = i % 11 === 3 ? 'H' : i % 13 === 5 ? 'L' : 'N';
    rows.push({ testName: `${panels[i % panels.length]} marker ${i + 1}`, value: (10 + (i * 7) % 90).toFixed(1), unit: 'mg/dL', referenceRange: '10.0 - 80.0', flag });
  }
  return rows;
}

const recordsDevRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new RecordsService(deps.db, deps.adapters.his, createSecurity(deps).otp, instance.log);

  app.post('/records/seed', {
    schema: {
      tags: ['dev'],
      summary: 'Gives an account lab/radiology orders (one of about `pages` pages) and medications in the embedded HIS — embedded mode only',
      body: z.object({
        callingCode: z.string().regex(/^\d{1,4}$/).optional(),
        mobile: z.string().regex(/^\d{7,12}$/).optional(),
        /** A HIS registration to seed instead of an account's (a family member made with /api/dev/hispatient). */
        patientId: z.string().min(3).max(40).optional(),
        pages: z.coerce.number().int().min(1).max(20).default(5),
      }),
      response: { 200: envelopeSchema(z.object({ patientId: z.string(), docNumbers: z.array(z.string()) })), ...errorResponses },
    },
  }, async (req) => {
    const testData = deps.adapters.hisTestData;
    if (!testData) throw badRequest('Test data goes to the embedded hospital only (HIS_ADAPTER=embedded)');
    let patientId: string;
    if (req.body.patientId) {
      const rec = await deps.adapters.his.findPatientRecord(req.body.patientId);
      if (!rec) throw notFound('Patient not found');
      patientId = rec.patientId;
    } else {
      if (!req.body.callingCode || !req.body.mobile) throw badRequest('callingCode and mobile, or patientId, are required');
      const userId = await accountIdByMobile(deps.db, req.body.callingCode, req.body.mobile);
      if (!userId) throw notFound('User not found');
      patientId = await deps.adapters.his.ensurePatientRecord(await service.self(userId), 'BU10');
    }
    const today = new Date().toISOString().slice(0, 10);
    const doc = (n: string) => `${n}-${patientId}`;
    const orders = [
      { docNumber: doc('LAB-CBC'), orderDate: addDays(today, -5), docType: 'LAB' as const, orderName: 'Complete Blood Count', tests: [
        { testName: 'Haemoglobin', value: '11.2', unit: 'g/dL', referenceRange: '12.0 - 15.5', flag: 'L' },
        { testName: 'White blood cells', value: '6.4', unit: '10^9/L', referenceRange: '4.0 - 10.0', flag: 'N' },
        { testName: 'Platelets', value: '455', unit: '10^9/L', referenceRange: '150 - 410', flag: 'H' }] },
      { docNumber: doc('RBF-XRAY'), orderDate: addDays(today, -9), docType: 'RBF' as const, orderName: 'Chest X-Ray (PA view)', tests: [
        { testName: 'Impression', value: 'No active lung lesion. Heart size within normal limits.', unit: '', referenceRange: '', flag: 'N' }] },
      { docNumber: doc('LAB-LIPID'), orderDate: addDays(today, -75), docType: 'LAB' as const, orderName: 'Lipid Profile', tests: [
        { testName: 'Total cholesterol', value: '231', unit: 'mg/dL', referenceRange: '< 200', flag: 'H' },
        { testName: 'HDL cholesterol', value: '52', unit: 'mg/dL', referenceRange: '> 40', flag: 'N' }] },
      { docNumber: doc('LAB-CHECK'), orderDate: addDays(today, -15), docType: 'LAB' as const, orderName: 'Comprehensive Health Check', tests: longReportTests(req.body.pages) },
    ];
    for (const o of orders) await testData.addLabOrder({ ...o, facilityCode: 'BU10', patientId, doctorName: 'Dr. Sara Haddad' });
    await testData.addMedication({ patientId, facilityCode: 'BU10', brandName: 'Glucophage 500 mg', genericName: 'Metformin', frequency: 'Twice daily with meals', durationDays: 30, creationDate: addDays(today, -5), physicianNo: 'PH-DEV-1', doctorName: 'Dr. Sara Haddad' });
    await testData.addMedication({ patientId, facilityCode: 'BU10', brandName: 'Vitamin D3 50,000 IU', genericName: 'Cholecalciferol', frequency: 'Once weekly', durationDays: 60, creationDate: addDays(today, -20), physicianNo: 'PH-DEV-2', doctorName: 'Dr. Omar Khalil' });
    await testData.addMedication({ patientId, facilityCode: 'BU10', brandName: 'Augmentin 625 mg', genericName: 'Amoxicillin / Clavulanic acid', frequency: 'Three times daily', durationDays: 7, creationDate: addDays(today, -90), physicianNo: 'PH-DEV-2', doctorName: 'Dr. Omar Khalil' });
    return ok({ patientId, docNumbers: orders.map((o) => o.docNumber) });
  });
};

export default recordsDevRoutes;
