import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { LIMITS, MSG, dateOfBirthSchema, profileSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth } from '../../http/auth.js';
import { AppError } from '../../http/envelope.js';
import { createStorage } from '../../adapters/storage/index.js';
import { rejectInvalidBody } from '../auth/http-helpers.js';
import { readFilePart } from '../family/documents.js';
import type { Actor } from '../family/service.js';
import { ProfileService } from './service.js';
import { PatientLinks } from '../user/patient-link.js';

const actorOf = (req: FastifyRequest): Actor => ({ userId: req.auth.userId, ip: req.ip });

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'callingCode', 'dateOfBirth', 'genderId', 'countryId', 'documentTypeId', 'documentId'] as const;

/**
 * /api/user/profile…, /api/user/savedob, /api/user/preferredfacility, profile image, and
 * /api/auth/deleteaccount (docs/product.md#accounts-profile). Registered under /api.
 */
const profileRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new ProfileService(deps.db, createStorage(deps.config.PORTAL_DATA_DIR), new PatientLinks(deps.db, deps.adapters.his));
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  await app.register(multipart, { limits: { fileSize: LIMITS.profileImageMaxBytes, files: 1, fields: 3, fieldSize: 100, parts: 4, headerPairs: 100 } });
  app.addHook('onRequest', requireAuth);

  app.get('/user/profile', { schema: { tags, security, summary: 'The caller’s profile.' } }, async (req) => service.get(actorOf(req)));

  app.post('/user/saveprofile', { attachValidation: true, schema: { tags, security, summary: 'Save the profile payload (with the rules of the account forms).', body: profileSchema } }, async (req) => {
    rejectInvalidBody(req, PROFILE_FIELDS);
    return service.save(actorOf(req), req.body);
  });

  app.put(
    '/user/savedob',
    { attachValidation: true, schema: { tags, security, summary: 'Save the date of birth (profile completion).', body: z.object({ dateOfBirth: dateOfBirthSchema }) } },
    async (req) => {
      rejectInvalidBody(req, ['dateOfBirth']);
      return service.saveDob(actorOf(req), req.body.dateOfBirth);
    },
  );

  app.put(
    '/user/preferredlanguage',
    {
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Save the language the patient chose (en or ar): SMS texts and notifications are written in it.',
        body: z.object({ lang: z.enum(['en', 'ar'], { error: "lang: must be 'en' or 'ar'" }) }),
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['lang']);
      return service.preferredLanguage(actorOf(req), req.body.lang);
    },
  );

  app.put(
    '/user/preferredfacility',
    {
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Save the preferred hospital: a location of the content site (facilityId + its vblog).',
        body: z.object({ facilityId: z.coerce.number({ error: MSG.somethingWentWrong }).int().positive(), vblog: z.string({ error: MSG.somethingWentWrong }).min(1).max(100) }),
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['facilityId', 'vblog']);
      return service.preferredFacility(actorOf(req), req.body.facilityId, req.body.vblog);
    },
  );

  app.post('/user/uploadprofileimage', { schema: { tags, security, summary: 'Multipart image (.jpg, .jpeg, .png by content; at most 2 MB).' } }, async (req) => {
    const file = await req.file();
    if (!file) throw new AppError(400, MSG.profileImageError, 'Invalid', { field: 'file' });
    const bytes = await readFilePart(file, LIMITS.profileImageMaxBytes, MSG.profileImageError);
    return service.uploadImage(actorOf(req), bytes, file.filename ?? '');
  });

  app.get('/user/profileimage', { schema: { tags, security, summary: 'The caller’s profile image as base64.' } }, async (req) => service.image(actorOf(req)));

  app.delete('/user/removeprofileimage', { schema: { tags, security, summary: 'Remove the profile image.' } }, async (req) => service.removeImage(actorOf(req)));

  app.post('/auth/deleteaccount', { schema: { tags, security, summary: 'Deactivate the account (data kept; sessions ended; the number may register again).' } }, async (req) =>
    service.deleteAccount(actorOf(req)),
  );
};

export default profileRoutes;
