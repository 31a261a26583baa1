import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { badRequest, envelopeSchema, errorResponses, notFound, ok } from '../../http/envelope.js';
import { familyMembersOf } from '../family/identities.js';
import { RecordsService } from '../records/service.js';
import { createSecurity } from '../security/index.js';
import { findActiveAccountByMobile } from '../user/index.js';
import { labResultArrived } from './lab-reports.js';
import { pushDeliveriesOf, setPushUnreachable } from './repository.js';

const numberBody = z.object({ callingCode: z.string().regex(/^\d{1,4}$/), mobile: z.string().regex(/^\d{7,12}$/) });

/**
 * Embedded mode only (/api/dev): the hospital side of notifications.
 * - `POST /his/labresult`: a lab order of the account holder (or of one of their family members) gets its
 *   results in the embedded HIS, which then tells the portal (`labResultArrived`), as the real HIS would.
 * - `POST /push/unreachable`: the push stand-in fails every delivery to that account (or stops failing).
 * - `GET /push/deliveries`: what the push stand-in delivered to an account, newest first.
 */
const notificationDevRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const kdb = deps.db;
  const records = new RecordsService(deps.db, deps.adapters.his, createSecurity(deps).otp, instance.log);
  const userOf = async (callingCode: string, mobile: string) => {
    const u = await findActiveAccountByMobile(deps.db, callingCode, mobile);
    if (!u) throw notFound('User not found');
    return u.id;
  };

  app.post('/his/labresult', {
    schema: {
      tags: ['dev'],
      summary: 'A lab result arrives in the embedded HIS for an account holder or a family member; the portal notifies them — embedded mode only',
      body: numberBody.extend({
        familyMemberId: z.coerce.number().int().min(0).default(0),
        orderName: z.string().min(2).max(80).default('Complete Blood Count'),
        radiology: z.boolean().default(false),
        /** A sensitive test (HIV) instead of a blood count: held by the release rules until a clinician releases it. */
        sensitive: z.boolean().default(false),
      }),
      response: { 200: envelopeSchema(z.object({ docNumber: z.string(), patientId: z.string() })), ...errorResponses },
    },
  }, async (req) => {
    const testData = deps.adapters.hisTestData;
    if (!testData) throw badRequest('Test data goes to the embedded hospital only (HIS_ADAPTER=embedded)');
    const userId = await userOf(req.body.callingCode, req.body.mobile);
    const person = req.body.familyMemberId ? (await familyMembersOf(kdb, userId)).find((m) => m.familyMemberId === req.body.familyMemberId) : await records.self(userId);
    if (!person) throw notFound('Family member not found');
    const patientId = await deps.adapters.his.ensurePatientRecord(person, 'BU10');
    const docNumber = `${req.body.radiology ? 'RBF' : 'LAB'}-${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;
    await testData.addLabOrder(
      {
        docNumber,
        orderDate: new Date().toISOString().slice(0, 10),
        docType: req.body.radiology ? 'RBF' : 'LAB',
        facilityCode: 'BU10',
        patientId,
        orderName: req.body.orderName,
        doctorName: 'Dr. Sara Haddad',
        tests: req.body.radiology
          ? [{ testName: 'Impression', value: 'No acute abnormality.', unit: '', referenceRange: '', flag: 'N' }]
          : req.body.sensitive
            ? [{ testName: 'HIV 1/2 antigen and antibody', value: 'Non-reactive', unit: '', referenceRange: 'Non-reactive', flag: 'N', code: '56888-1' }]
            : [
                { testName: 'Haemoglobin', value: '139', unit: 'g/L', referenceRange: '120 - 155', flag: 'N', code: '718-7', unitCode: 'g/L', low: 120, high: 155 },
                { testName: 'White blood cells', value: '7.1', unit: '10^9/L', referenceRange: '4.0 - 10.0', flag: 'N', code: '6690-2', unitCode: '10*9/L', low: 4, high: 10 },
              ],
      },
      // The result and its notice commit together, as the hospital's message and the portal's queue would.
      (tx) => labResultArrived(tx, docNumber),
    );
    return ok({ docNumber, patientId });
  });

  app.post('/his/releaseresults', {
    schema: {
      tags: ['dev'],
      summary: "A clinician releases a laboratory order's results to the patient in the embedded HIS; the portal tells the patient — embedded mode only",
      body: z.object({ docNumber: z.string().min(1).max(60) }),
      response: { 200: envelopeSchema(z.object({ docNumber: z.string() })), ...errorResponses },
    },
  }, async (req) => {
    const testData = deps.adapters.hisTestData;
    if (!testData) throw badRequest('Test data goes to the embedded hospital only (HIS_ADAPTER=embedded)');
    if (!(await testData.releaseResults(req.body.docNumber))) throw notFound('Report not found');
    await labResultArrived(deps.db, req.body.docNumber);
    return ok({ docNumber: req.body.docNumber });
  });

  app.post('/push/unreachable', {
    schema: {
      tags: ['dev'],
      summary: 'Make the push stand-in fail (or stop failing) every delivery to an account — embedded mode only',
      body: numberBody.extend({ unreachable: z.boolean().default(true) }),
      response: { 200: envelopeSchema(z.boolean()), ...errorResponses },
    },
  }, async (req) => {
    const userId = await userOf(req.body.callingCode, req.body.mobile);
    await setPushUnreachable(deps.db, userId, req.body.unreachable);
    return ok(req.body.unreachable);
  });

  app.get('/push/deliveries', {
    schema: {
      tags: ['dev'],
      summary: 'What the push stand-in delivered to an account, newest first — embedded mode only',
      querystring: numberBody,
    },
  }, async (req) => {
    const userId = await userOf(req.query.callingCode, req.query.mobile);
    const rows = await pushDeliveriesOf(deps.db, userId, 50);
    return ok(rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })));
  });
};

export default notificationDevRoutes;
