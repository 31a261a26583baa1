import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorizeUaePassSchema,
  changePasswordSchema,
  identifySchema,
  loginSchema,
  refreshTokenSchema,
  registerUaePassSchema,
  uaePassStartSchema,
  verifyOtpDataSchema,
  verifyOtpForRegistrationSchema,
} from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth } from '../../http/auth.js';
import { requestLang } from '../../http/lang.js';
import { createSecurity } from '../security/index.js';
import { PatientLinks } from '../user/patient-link.js';
import { AuthService } from './service.js';
import { IdentityService } from './identity-service.js';
import {
  authErrorResponses,
  envelopeSchema,
  loginDataSchema,
  rejectInvalidBody,
  sessionInfo,
  tokenSetSchema,
} from './http-helpers.js';

const identifyDataSchema = z.object({
  isExistingUser: z.boolean(),
  otpSent: z.boolean(),
  referenceId: z.string().optional(),
  loginTicket: z.string().optional(),
  failedAttempts: z.number().optional(),
  remainingAttempts: z.number().optional(),
});

/** POST /api/auth/* — sign-in, registration check, sessions (docs/product.md#accounts-sign-in). */
const authRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const security = createSecurity(deps);
  const links = new PatientLinks(deps.db, deps.adapters.his);
  const service = new AuthService(deps.db, security, links);
  const identity = new IdentityService(deps.db, security, deps.adapters.identity, deps.config.publicUrl, (id, role, info) => service.tokenPayload(id, role, info), links, plain.log);
  service.useIdentity(identity);
  const tags = ['auth'];

  app.post(
    '/identify',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Login: check the password, send a login OTP and answer a login ticket for the OTP step (the ticket instead of the password: a new OTP). Registration: check the number is free and send a registration OTP.',
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
        summary: 'Login ticket of identify (or the password) + login OTP → access token, refresh token and the user.',
        body: loginSchema,
        response: { 200: envelopeSchema(loginDataSchema.nullable()), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['callingCode', 'mobile']);
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
        response: { 200: envelopeSchema(verifyOtpDataSchema), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['referenceId', 'otp']);
      return service.verifyOtpForRegistration(req.body.referenceId, req.body.otp);
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
      return service.refresh(req.body.refreshToken, req.body.token || undefined);
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
        response: { 200: envelopeSchema(z.object({ identityLogoutUrl: z.string() }).nullable()), ...authErrorResponses },
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

  // ── national digital identity (docs/product.md#accounts-digital-identity) ──
  const profileSchema = z.object({
    firstName: z.string(),
    lastName: z.string(),
    firstNameAr: z.string(),
    lastNameAr: z.string(),
    email: z.string(),
    callingCode: z.string(),
    mobile: z.string(),
    genderId: z.number().nullable(),
    countryId: z.number().nullable(),
    documentTypeId: z.number().nullable(),
    documentId: z.string().nullable(),
  });
  const identityLoginSchema = loginDataSchema.extend({ uaeUser: z.literal(true) });

  app.post(
    '/uaepassstart',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Start a sign-in at the identity provider: the authorize address (code flow, PKCE S256, state, nonce, ui_locales) and the state to check on return.',
        body: uaePassStartSchema.optional(),
        response: { 200: envelopeSchema(z.object({ authorizeUrl: z.string(), state: z.string() })), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req);
      const info = sessionInfo(req);
      return identity.start(req.body?.lang ?? info.lang ?? 'en', info);
    },
  );

  app.post(
    '/authorizeuaepassuser',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Exchange the code of the login page marker (once). Success + token: logged in. Success without token: referenceId + profile (link or register). Invalid "SOP1 user" + logoutUrl; Invalid not eligible; Error; BadRequest.',
        body: authorizeUaePassSchema,
        response: {
          200: envelopeSchema(z.union([identityLoginSchema, z.object({ referenceId: z.string(), profile: profileSchema }), z.object({ logoutUrl: z.string() }), z.null()])),
          ...authErrorResponses,
        },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['accessCode', 'state']);
      return identity.authorize(req.body.accessCode, req.body.state, sessionInfo(req));
    },
  );

  app.post(
    '/registeruaepassuser',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Register the pending identity (referenceId) with the date of birth given on /home/UAEregister; logs in.',
        body: registerUaePassSchema,
        response: { 200: envelopeSchema(identityLoginSchema.nullable()), ...authErrorResponses },
      },
    },
    async (req) => {
      rejectInvalidBody(req, ['referenceId', 'dateOfBirth']);
      return identity.register(req.body, sessionInfo(req));
    },
  );

  app.post(
    '/changepassword',
    {
      onRequest: requireAuth,
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
      return service.changePassword(req.auth, req.body.oldPassword, req.body.newPassword, req.ip);
    },
  );
};

export default authRoutes;
