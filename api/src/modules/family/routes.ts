import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { LIMITS } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth } from '../../http/auth.js';
import { requestBrand, requestLang } from '../../http/lang.js';
import { createStorage } from '../../adapters/storage/index.js';
import { rejectInvalidBody } from '../auth/http-helpers.js';
import { createSecurity } from '../security/index.js';
import { DocumentService } from './documents.js';
import { FAMILY_FIELDS, familyMemberSchema, getDocumentQuery, memberQuery, referenceIdBody, removeDocumentQuery, verifyBody } from './schemas.js';
import { FamilyService, type Actor } from './service.js';

const actorOf = (req: FastifyRequest): Actor => ({ userId: req.auth.userId, ip: req.ip });

/**
 * /api/user/* — family members with the member's consent code, and identity documents (docs/product.md#family).
 * Every route needs a login; every member and document is checked to belong to the caller (403 otherwise).
 */
const familyRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const storage = createStorage(deps.config.PORTAL_DATA_DIR);
  const family = new FamilyService(deps.db, createSecurity(deps).otp, deps.adapters.his);
  const documents = new DocumentService(deps.db, storage);
  const tags = ['family'];
  const security = [{ bearer: [] }];

  // One file of at most 2,048,000 bytes plus two small fields; anything larger stops at the limit.
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, fieldSize: 100, parts: 8, headerPairs: 100 } });
  app.addHook('onRequest', requireAuth);

  app.get('/familymembers', { schema: { tags, security, summary: 'The caller’s family members.' } }, async (req) => {
    const list = await family.list(actorOf(req));
    return { message: { status: 'Success', message: '' }, data: list };
  });

  app.post(
    '/savefamilymemberdetailsv2',
    { attachValidation: true, schema: { tags, security, summary: 'Add (HIS match, then the member’s OTP) or edit a family member.', body: familyMemberSchema } },
    async (req) => {
      rejectInvalidBody(req, FAMILY_FIELDS);
      return family.save(actorOf(req), req.body, requestLang(req), requestBrand(req));
    },
  );

  app.post(
    '/sendotptofamilyforaddition',
    { attachValidation: true, schema: { tags, security, summary: 'Send a new code to the member of a pending add.', body: referenceIdBody } },
    async (req) => {
      rejectInvalidBody(req, ['referenceId']);
      return family.resend(actorOf(req), req.body.referenceId, requestLang(req), requestBrand(req));
    },
  );

  app.post(
    '/verify',
    { attachValidation: true, schema: { tags, security, summary: 'The member’s code completes the add.', body: verifyBody } },
    async (req) => {
      rejectInvalidBody(req, ['otp', 'referenceId']);
      return family.verify(actorOf(req), req.body.referenceId, req.body.otp);
    },
  );

  app.delete('/deletefamilymember', { schema: { tags, security, summary: 'Remove a family member.', querystring: memberQuery } }, async (req) =>
    family.remove(actorOf(req), req.query.familyMemberId, (keys) => documents.dropStored(keys)),
  );

  app.post(
    '/uploaddocument',
    {
      schema: {
        tags,
        security,
        summary: 'Multipart documentType, documentSide, document (pdf, doc, docx, jpg, jpeg, png by content; at most 2,048,000 bytes).',
        querystring: memberQuery,
      },
    },
    async (req) => documents.upload(actorOf(req), req.query.familyMemberId, req),
  );

  app.get('/documents', { schema: { tags, security, summary: 'File name and url per document type and side.', querystring: memberQuery } }, async (req) =>
    documents.list(actorOf(req), req.query.familyMemberId),
  );

  app.delete('/removedocument', { schema: { tags, security, summary: 'Remove one document side.', querystring: removeDocumentQuery } }, async (req) =>
    documents.remove(actorOf(req), req.query.familyMemberId, req.query.documentType, req.query.documentSide),
  );

  app.get('/getdocument', { schema: { tags, security, summary: 'A stored document as base64 (owner only).', querystring: getDocumentQuery } }, async (req) =>
    documents.get(actorOf(req), req.query.url),
  );
};

export default familyRoutes;
