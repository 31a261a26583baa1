import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays } from '@portal/shared/dates';
import type { AppDeps } from '../../deps.js';
import { badRequest, envelopeSchema, errorResponses, notFound, ok } from '../../http/envelope.js';
import { accountIdByMobile, accountPerson } from '../user/index.js';

/**
 * Embedded mode only (/api/dev, embeddedOnly): gives an account, or a hospital registration, a problem list, allergies
 * and vaccinations in the embedded hospital, so that journeys share their own patient's summary (the records module's
 * /api/dev/records/seed gives the reports and medications).
 */
const summaryDevRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/summary/seed', {
    schema: {
      tags: ['dev'],
      summary: 'Gives an account (or a registration) problems, allergies and vaccinations in the embedded HIS — embedded mode only',
      body: z.object({ callingCode: z.string().regex(/^\d{1,4}$/).optional(), mobile: z.string().regex(/^\d{7,12}$/).optional(), patientId: z.string().min(3).max(40).optional() }),
      response: { 200: envelopeSchema(z.object({ patientId: z.string() })), ...errorResponses },
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
      const person = userId ? await accountPerson(deps.db, userId) : undefined;
      if (!person) throw notFound('User not found');
      patientId = await deps.adapters.his.ensurePatientRecord(person, 'BU10');
    }
    const today = new Date().toISOString().slice(0, 10);
    const at = { patientId, facilityCode: 'BU10' };
    await testData.addCondition({ ...at, code: 'I10', name: 'Essential hypertension', clinicalStatus: 'active', onsetDate: addDays(today, -700), recordedDate: addDays(today, -30), doctorName: 'Dr. Sara Haddad' });
    await testData.addCondition({ ...at, code: 'J06.9', name: 'Upper respiratory tract infection', clinicalStatus: 'resolved', onsetDate: addDays(today, -95), recordedDate: addDays(today, -90), doctorName: 'Dr. Omar Khalil' });
    await testData.addAllergy({ ...at, code: '387207008', substance: 'Ibuprofen', category: 'medication', criticality: 'high', reaction: 'Shortness of breath', clinicalStatus: 'active', recordedDate: addDays(today, -400) });
    await testData.addImmunization({ ...at, code: '150', vaccine: 'Influenza, injectable, quadrivalent', date: addDays(today, -40), doseNumber: 1, lotNumber: 'FLU-DEV-1', status: 'completed' });
    return ok({ patientId });
  });
};

export default summaryDevRoutes;
