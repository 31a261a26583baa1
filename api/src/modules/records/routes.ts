import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labReportsDataSchema, medicationsDataSchema, toIsoDate } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../http/envelope.js';
import { requireAuth } from '../../http/auth.js';
import { requestBrand, requestLang } from '../../http/lang.js';
import { createSecurity } from '../security/index.js';
import { RecordsService, type Caller } from './service.js';
import { registerResultsRoutes } from './results-routes.js';

/**
 * Diagnostic reports and medication under /api with the paths the clients call (docs/product.md#reports):
 * /appointment/labreports, /appointment/labreportspdf, /appointment/medications, /user/activelabreports,
 * /user/sendotptofamily and /user/verifyuser (the code for another member's reports).
 */

const tags = ['records'];
const secured = { security: [{ bearer: [] }] };
const authErrors = { ...errorResponses, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

const idText = z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().max(40));
const optionalId = z.union([z.string(), z.number(), z.null()]).optional().transform((v) => (v == null ? undefined : String(v).trim() || undefined)).pipe(z.string().max(40).optional());
const isoDate = (field: string) =>
  z.string().trim().transform((v, ctx) => {
    const iso = toIsoDate(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a date (YYYY-MM-DD)` });
      return z.NEVER;
    }
    return iso;
  });
const memberId = z.coerce.number().int().min(0).max(2_147_483_647).default(0);
const mobile = z.union([z.string(), z.number()]).transform((v) => String(v).replace(/\D/g, '')).pipe(z.string().regex(/^\d{7,12}$/, 'mobile must be 8 to 10 digits'));
const callingCode = z.union([z.string(), z.number()]).transform((v) => String(v).replace(/\D/g, '')).pipe(z.string().regex(/^\d{1,4}$/, 'callingCode must be 1 to 4 digits'));

const labReportsBody = z.object({
  patientId: optionalId,
  his: z.string().max(40).optional().nullable(),
  startDate: isoDate('startDate'),
  endDate: isoDate('endDate'),
  mobileNo: z.unknown().optional(),
  dateOfBirth: z.unknown().optional(),
  familyMemberId: memberId,
});

const pdfBody = z.object({
  documentNumber: idText.pipe(z.string().min(1, 'documentNumber is required')),
  documentPart: z.unknown().optional(),
  documentType: z.enum(['LAB', 'RBF']).optional(),
  documentVersion: z.unknown().optional(),
  facilityId: z.unknown().optional(),
  patientId: optionalId,
  patientName: z.string().max(200).optional().nullable(),
  patientDOB: z.string().max(40).optional().nullable(),
  skipPasswordProtection: z.union([z.boolean(), z.enum(['true', 'false'])]).default(false).transform((v) => v === true || v === 'true'),
  encryptedSecurityKey: z.string().max(200).optional().nullable(),
  familyMemberId: memberId.optional(),
});

const medicationsBody = z.object({ patientId: optionalId, his: z.string().max(40).optional().nullable(), familyMemberId: memberId });

const caller = (req: FastifyRequest): Caller => ({ userId: req.auth.userId, ip: req.ip });

const recordsRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new RecordsService(deps.db, deps.adapters.his, createSecurity(deps).otp, instance.log);

  app.post('/appointment/labreports', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Lab (LAB) and radiology (RBF) orders with their tests dated within startDate..endDate, of the caller (familyMemberId 0) or a family member',
      description:
        'A family member on another number than the account’s: until the code sent to her number is verified (user/sendotptofamily, user/verifyuser; 15 minutes), ' +
        'each order comes with `otpRequired: true` and an empty orderName and doctorName, and patientLabTestDetails is empty. Medication and appointments need no code.',
      body: labReportsBody,
      response: { 200: envelopeSchema(labReportsDataSchema), ...authErrors },
    },
  }, async (req) => {
    const b = req.body;
    const data = await service.labReports(caller(req), { familyMemberId: b.familyMemberId, patientId: b.patientId, startDate: b.startDate, endDate: b.endDate }, requestLang(req));
    return ok(data, '', data.patientLabOrderDetails.length ? 'Success' : 'NotFound');
  });

  app.post('/appointment/labreportspdf', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'The report as a PDF (the hospital\'s document, else the results drawn), protected with the spec password (first four letters of the first name in capitals + DDMMYYYY) unless skipPasswordProtection',
      body: pdfBody,
    },
  }, async (req, reply) => {
    const b = req.body;
    const f = await service.reportPdf(caller(req), { documentNumber: b.documentNumber, patientId: b.patientId, skipPasswordProtection: b.skipPasswordProtection });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${f.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .send(f.pdf);
  });

  app.post('/appointment/medications', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Medications of the caller or a family member, as activeMedications (course not finished) and pastMedications',
      querystring: z.object({ brandName: z.string().max(20).optional() }),
      body: medicationsBody,
      response: { 200: envelopeSchema(medicationsDataSchema), ...authErrors },
    },
  }, async (req) => ok(await service.medications(caller(req), { familyMemberId: req.body.familyMemberId, patientId: req.body.patientId }, requestLang(req))));

  app.get('/user/activelabreports', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Reports of the last 30 days of the caller and their family members (a member on her own number: without her code, no orderName)',
      response: { 200: envelopeSchema(z.object({ count: z.number(), reports: z.array(z.looseObject({ docNumber: z.string(), familyMemberId: z.number() })) })), ...authErrors },
    },
  }, async (req) => ok(await service.activeLabReports(caller(req))));

  app.post('/user/sendotptofamily', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: "Sends a 6-digit code to a family member's own mobile before their reports open",
      body: z.object({ callingCode, mobile }),
      response: { 200: envelopeSchema(z.object({ referenceId: z.string() })), ...authErrors, 429: errorEnvelopeSchema },
    },
  }, async (req) => ok(await service.sendFamilyOtp(caller(req), req.body, requestLang(req), requestBrand(req)), 'OTP sent', 'OTPSent'));

  app.post('/user/verifyuser', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: "Verifies the member's code; that number's reports then open for this account for a short while",
      body: z.object({ callingCode, mobile, otp: z.string().trim().max(10), referenceId: z.string().max(64).optional() }),
      response: { 200: envelopeSchema(z.object({ validOtp: z.boolean(), expiresInMinutes: z.number() })), ...authErrors },
    },
  }, async (req) => ok(await service.verifyFamilyOtp(caller(req), req.body), 'OTP verified'));

  registerResultsRoutes(instance, deps);
};

export default recordsRoutes;
