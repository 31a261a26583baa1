import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, identifySchema, loginSchema, refreshTokenSchema, verifyOtpForRegistrationSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth } from '../../http/auth.js';
import { requestLang } from '../../http/lang.js';
import { createSecurity } from '../security/index.js';
import { AuthService } from './service.js';
import {
  authErrorResponses,
  envelopeSchema,
  loginDataSchema,
  rejectInvalidBody,
  sessionInfo,
  tokenSetSchema,
  validOtpSchema,
} from './http-helpers.js';

const identifyDataSchema = z.object({
  isExistingUser: z.boolean(),
  otpSent: z.boolean(),
  referenceId: z.string().optional(),
  failedAttempts: z.number().optional(),
  remainingAttempts: z.number().optional(),
});

/** POST /api/auth/* — sign-in, registration check, sessions (spec account §7 "Authentication"). */
const authRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new AuthService(deps.db, createSecurity(deps));
  const tags = ['auth'];

  app.post(
    '/identify',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Login: check the password and send a login OTP. Registration: check the number is free and send a registration OTP.',
        body: identifySchema,
        response: { 200: envelopeSchema(identifyDataSchema), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['callingCode', 'mobile']);
      return service.identify(req.body, sessionInfo(req));
    },
  );

  app.post(
    '/login',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Password + login OTP → access token, refresh token and the user (account §3).',
        body: loginSchema,
        response: { 200: envelopeSchema(loginDataSchema.nullable()), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['callingCode', 'mobile', 'password']);
      return service.login(req.body, sessionInfo(req));
    },
  );

  app.post(
    '/verifyOtpForRegistration',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Verify the registration OTP (it stays usable for user/register within its lifetime).',
        body: verifyOtpForRegistrationSchema,
        response: { 200: envelopeSchema(validOtpSchema), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['referenceId', 'otp']);
      return service.verifyOtpForRegistration(req.body.referenceId, req.body.otp, requestLang(req));
    },
  );

  app.post(
    '/refreshtoken',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Rotate the refresh token. A refresh token used twice revokes its whole session (401).',
        // The access token is optional here: a client that lost it can still refresh; when sent it must match.
        body: refreshTokenSchema.partial({ token: true }),
        response: { 200: envelopeSchema(tokenSetSchema), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['refreshToken']);
      return service.refresh(req.body.refreshToken, req.body.token || undefined, requestLang(req));
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End this session (every token of its family): by the bearer token, or by the refresh token when the access token has expired.',
        security: [{ bearer: [] }],
        body: z.object({ refreshToken: z.string().max(200).optional() }).passthrough().optional(),
        response: { 200: envelopeSchema(z.null()), ...authErrorResponses },
      },
    },
    async (req, reply) => {
      let sessionId: string | undefined;
      if (req.headers.authorization) {
        try {
          await requireAuth.call(app, req, reply);
          sessionId = req.auth.sessionId;
        } catch {
          // An expired access token still lets the refresh token end the session.
        }
      }
      return service.logout(sessionId, req.body?.refreshToken, requestLang(req));
    },
  );

  app.post(
    '/changepassword',
    {
      preHandler: requireAuth,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change the password; every other session of the account is ended.',
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: envelopeSchema(z.object({ otherSessionsRevoked: z.number() }).nullable()), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['oldPassword', 'newPassword']);
      return service.changePassword(req.auth, req.body.oldPassword, req.body.newPassword, requestLang(req));
    },
  );
};

export default authRoutes;
