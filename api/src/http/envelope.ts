import { z } from 'zod';
import { STATUS_WORDS, type StatusWord } from '@portal/shared/contracts';

/**
 * The response envelope of every answer (docs/product.md#everywhere-api): `{ message: { status, message }, data }`.
 * Status words: Success, Invalid, NotFound, Conflict, OTPSent (and Error, BadRequest of the digital-identity
 * exchange). HTTP codes: 400 bad input, 401 no or bad
 * token, 403 wrong role or not your record, 404 unknown, 413 too large, 423 locked, 429 limit.
 */
export type { StatusWord };

export interface Envelope<T = unknown> {
  message: { status: StatusWord; message: string };
  data: T;
}

export function ok<T>(data: T, message = '', status: StatusWord = 'Success'): Envelope<T> {
  return { message: { status, message }, data };
}

/** An error a service throws on purpose; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    public readonly httpStatus: number,
    message: string,
    public readonly status: StatusWord = 'Invalid',
    public readonly data: unknown = null,
  ) {
    super(message);
  }

  /** Fastify's name for the HTTP status, read by error handlers that do not know AppError (the stand-ins'). */
  get statusCode(): number {
    return this.httpStatus;
  }
}

export const badRequest = (message: string) => new AppError(400, message, 'Invalid');
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message, 'Invalid');
export const forbidden = (message = 'You are not allowed to access this record') => new AppError(403, message, 'Invalid');
export const notFound = (message = 'Not found') => new AppError(404, message, 'NotFound');
export const locked = (message: string) => new AppError(423, message, 'Invalid');
export const tooMany = (message: string) => new AppError(429, message, 'Invalid');

export const statusWordSchema = z.enum(STATUS_WORDS as [StatusWord, ...StatusWord[]]);

/** Zod schema of the envelope around `data`, for route response schemas (and so for OpenAPI). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.object({ status: statusWordSchema, message: z.string() }), data });
}

/**
 * What every error answer looks like; `data.field` names the bad input on a 400; a refusal that should be
 * retried later (429, 503) says when in `data.retryAfterSeconds`, as its `Retry-After` header does.
 */
export const errorEnvelopeSchema = envelopeSchema(z.union([z.null(), z.object({ field: z.string() }), z.object({ retryAfterSeconds: z.number().int() })]));

/** A 429 that tells when to come back (`Retry-After` and `data.retryAfterSeconds`). */
export const tooManyFor = (message: string, retryAfterSeconds: number) => new AppError(429, message, 'Invalid', { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** The error answers most routes can give, for their response schemas. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
} as const;
