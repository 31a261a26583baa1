import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '@portal/shared/contracts';
import { AppError, envelopeSchema, errorEnvelopeSchema } from '../../http/envelope.js';
import type { SessionInfo } from './sessions.js';
import { requestBrand, requestLang } from '../../http/lang.js';

/**
 * The routes of these flows take their validation failure into their own hands (`attachValidation`) so
 * that `message.message` is the spec's text word for word ('All fields are required', 'Please enter valid
 * Mobile Number' …) rather than the generic "field: message" of the app's handler; `data.field` still
 * names the field.
 */
export function rejectInvalidBody(request: FastifyRequest, required: readonly string[] = []): void {
  if (required.length) {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const missing = required.find((k) => raw[k] === undefined || raw[k] === null || (typeof raw[k] === 'string' && (raw[k] as string).trim() === ''));
    if (missing) throw new AppError(400, MSG.allFieldsRequired, 'Invalid', { field: missing });
  }
  const err = request.validationError as (Error & { validation?: { instancePath?: string; message?: string }[] }) | undefined;
  if (!err) return;
  const first = err.validation?.[0];
  const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
  throw new AppError(400, first?.message || MSG.allFieldsRequired, 'Invalid', { field });
}

export function sessionInfo(request: FastifyRequest): SessionInfo {
  const ua = request.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: request.ip, lang: requestLang(request), brand: requestBrand(request) };
}

export const tokenSetSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  tokenExpiresAt: z.string(),
  refreshExpiresAt: z.string(),
});

/** The login answer: tokens plus the logged-in user. */
export const loginDataSchema = tokenSetSchema.extend({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  email: z.string(),
  mobile: z.string(),
  callingCode: z.string(),
  countryCode: z.string(),
  profileImgUrl: z.string().nullable(),
  profileImgFileName: z.string().nullable(),
  isDOBAvailable: z.boolean(),
  roleId: z.number(),
  roleName: z.string(),
  facilityId: z.number().nullable(),
  vblog: z.string().nullable(),
});

/** Error answers of these routes (400 input, 401 token, 423 locked, 429 limit, 502 SMS gateway). */
export const authErrorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  423: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
} as const;

export { envelopeSchema };
