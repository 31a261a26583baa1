import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digitsOnly, normalizeEmiratesId, toIsoDate } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../http/envelope.js';
import { forgetBirthDateAndHospital } from '../user/index.js';

/**
 * Embedded mode only (registered with `embeddedOnly`): creates a patient registration in the HIS
 * stand-in, so tests can add a family member whose records exist without sharing the demo family's
 * number (each number may receive only 5 codes an hour).
 */
const body = z.object({
  facilityCode: z.string().regex(/^[A-Z]{2}\d{2}$/),
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  dateOfBirth: z.string().refine((v) => toIsoDate(v) !== null),
  genderId: z.number().int().min(1).max(2),
  callingCode: z.string().regex(/^\d{1,4}$/),
  mobile: z.string().regex(/^\d{8,10}$/),
  documentTypeId: z.number().int().min(1).max(6),
  documentId: z.string().min(5).max(20),
});

const familyDevRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post('/hispatient', { schema: { tags: ['dev'], summary: 'Create a HIS patient record — embedded mode only', body } }, async (req) => {
    const b = req.body;
    const testData = deps.adapters.hisTestData;
    if (!testData) throw badRequest('Test data goes to the embedded hospital only (HIS_ADAPTER=embedded)');
    const patientId = `${b.facilityCode}-T${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
    await testData.addPatient({
      his: 'HIS-TEST',
      patientId,
      facilityCode: b.facilityCode,
      callingCode: digitsOnly(b.callingCode),
      mobileNo: digitsOnly(b.mobile).replace(/^0+/, ''),
      documentTypeId: b.documentTypeId,
      documentId: b.documentTypeId === 1 ? normalizeEmiratesId(b.documentId) : b.documentId.trim().toUpperCase(),
      firstName: b.firstName,
      lastName: b.lastName,
      dateOfBirth: toIsoDate(b.dateOfBirth)!,
      genderId: b.genderId,
    });
    return { message: { status: 'Success', message: '' }, data: { patientId } };
  });

  // An account without a date of birth (as accounts from the identity provider can be), so a test can
  // reach 'Complete your Profile': registration through the portal always stores one.
  app.post(
    '/forgetdob',
    { schema: { tags: ['dev'], summary: 'Clear an account’s date of birth and hospital — embedded mode only', body: z.object({ callingCode: z.string().regex(/^\d{1,4}$/), mobile: z.string().regex(/^\d{8,10}$/) }) } },
    async (req) => {
      const updated = await forgetBirthDateAndHospital(deps.db, req.body.callingCode, req.body.mobile);
      return { message: { status: 'Success', message: '' }, data: { updated } };
    },
  );
};

export default familyDevRoutes;
