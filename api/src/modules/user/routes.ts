import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerSchema, resetPasswordSchema, sendOtpForPasswordSchema, verifyOtpDataSchema, verifyOtpForPasswordSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requestBrand, requestLang } from '../../http/lang.js';
import { authErrorResponses, envelopeSchema, loginDataSchema, rejectInvalidBody, sessionInfo } from '../auth/http-helpers.js';
import { createSecurity } from '../security/index.js';
import { PatientLinks } from './patient-link.js';
import { UserService } from './service.js';

const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'callingCode',
  'dateOfBirth',
  'genderId',
  'countryId',
  'documentTypeId',
  'documentId',
  'password',
  'otp',
  'referenceId',
] as const;

/** POST /api/user/* — registration and forgot password (docs/product.md#accounts-registration, docs/product.md#accounts-passwords). */
const userRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new UserService(deps.db, createSecurity(deps), new PatientLinks(deps.db, deps.adapters.his));
  const tags = ['user'];

  app.post(
    '/register',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Complete a registration whose OTP was verified; answers like auth/login.',
        body: registerSchema,
        response: { 200: envelopeSchema(loginDataSchema.nullable()), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, REGISTER_FIELDS);
      return service.register(req.body, sessionInfo(req));
    },
  );

  app.post(
    '/sendotpforpassword',
    {
      attachValidation: true,
      schema: { tags, summary: 'Forgot password, step 1: mobile + date of birth → OTP.', body: sendOtpForPasswordSchema, response: { 200: envelopeSchema(z.null()), ...authErrorResponses } },
    },
    async (req) => {
      rejectInvalidBody(req, ['callingCode', 'mobile']);
      return service.sendOtpForPassword(req.body, requestLang(req), requestBrand(req));
    },
  );

  app.post(
    '/verifyotpforpassword',
    {
      attachValidation: true,
      schema: { tags, summary: 'Forgot password, step 2: check the OTP (it stays usable for resetpassword).', body: verifyOtpForPasswordSchema, response: { 200: envelopeSchema(verifyOtpDataSchema), ...authErrorResponses } },
    },
    async (req) => {
      rejectInvalidBody(req, ['callingCode', 'mobile', 'otp']);
      return service.verifyOtpForPassword(req.body);
    },
  );

  app.post(
    '/resetpassword',
    {
      attachValidation: true,
      schema: { tags, summary: 'Forgot password, step 3: the verified OTP + the new password.', body: resetPasswordSchema, response: { 200: envelopeSchema(z.null()), ...authErrorResponses } },
    },
    async (req) => {
      rejectInvalidBody(req, ['callingCode', 'mobile', 'otp', 'newPassword']);
      return service.resetPassword(req.body, req.ip);
    },
  );
};

export default userRoutes;
