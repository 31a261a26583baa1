import { HTTPError, TimeoutError } from 'ky';
import { MSG, isEnvelope } from '@portal/shared/rules';

/** The normalised error every helper throws (docs/product.md#everywhere-api: message, status, statusText, error, errorResponse). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, 0 for a network failure or time-out. */
    public readonly status: number,
    public readonly statusText: string,
    /** The underlying error (HTTPError, TimeoutError, TypeError from fetch…). */
    public readonly error: unknown,
    /** The answer, when there was one: its status and parsed body (`errorResponse.data`). */
    public readonly errorResponse: { status: number; statusText: string; data: unknown } | null,
  ) {
    super(message);
  }

  /** The envelope's status word when the body was an envelope (Invalid, NotFound, Conflict…). */
  get statusWord(): string | undefined {
    const d = this.errorResponse?.data;
    return isEnvelope(d) ? d.message.status : undefined;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The best message a body offers: message.message, then error.description or .detail, then error_message. */
export function messageFromBody(body: unknown): string | null {
  if (isEnvelope(body) && body.message.message) return body.message.message;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const err = b.error as Record<string, unknown> | undefined;
    if (err && typeof err === 'object') {
      if (typeof err.description === 'string' && err.description) return err.description;
      if (typeof err.detail === 'string' && err.detail) return err.detail;
    }
    if (typeof b.error_message === 'string' && b.error_message) return b.error_message;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  if (typeof body === 'string' && body && body.length < 300 && !body.trimStart().startsWith('<')) return body;
  return null;
}

/** The body as JSON when it is JSON, else as text; null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function toApiError(e: unknown): Promise<ApiError> {
  if (e instanceof ApiError) return e;
  if (e instanceof HTTPError) {
    const { response } = e;
    const data = await readBody(response.clone ? response.clone() : response);
    const message = messageFromBody(data) ?? (response.statusText || MSG.somethingWentWrong);
    return new ApiError(message, response.status, response.statusText, e, { status: response.status, statusText: response.statusText, data });
  }
  if (e instanceof TimeoutError) return new ApiError(MSG.networkError, 0, 'Timeout', e, null);
  // fetch rejects with a TypeError when the network is down or CORS refuses the answer.
  return new ApiError(MSG.networkError, 0, '', e, null);
}

/** Seconds a 503 asks the client to wait: the Retry-After header, else the envelope's `data.retryAfterSeconds`, else 5. */
export function retryAfterSeconds(header: string | null, body: unknown): number {
  const http = Number(header);
  const fromBody = Number((body as { data?: { retryAfterSeconds?: unknown } } | null | undefined)?.data?.retryAfterSeconds);
  const seconds = Number.isFinite(http) && http > 0 ? http : Number.isFinite(fromBody) && fromBody > 0 ? fromBody : 5;
  return Math.min(Math.ceil(seconds), 300);
}

