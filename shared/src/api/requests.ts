import ky, { type KyInstance, type Options as KyOptions } from 'ky';
import type { ApiEnvelope } from '@portal/shared/rules';
import { cleanParams, config, onConfigure, stripSlash, type InvokingChannel, type SearchParams } from './config';
import { readBody, toApiError } from './errors';
import { sessionHooks, type CallContext } from './session-rules';

/**
 * The portal API's calls through the one ky client: base URL from configuration, 300 s time-out, the session's
 * hooks (session-rules.ts), and every failure thrown as an `ApiError`.
 */

export interface RequestOptions {
  searchParams?: SearchParams;
  /** `TELECONSULT` for the teleconsultation calls. */
  channel?: InvokingChannel;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called when the answer's status and headers have arrived, before its body is read (a streamed file). */
  onAnswer?: (response: Response) => void;
}

let client: KyInstance = build();
function build(): KyInstance {
  return ky.create({ prefixUrl: config.baseUrl, timeout: config.timeoutMs, throwHttpErrors: true, ...sessionHooks, ...(config.fetch ? { fetch: config.fetch } : {}) });
}
onConfigure(() => {
  client = build();
});

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** One call: the response, or an ApiError. */
export async function send(method: Method, path: string, options: RequestOptions, extra: KyOptions = {}): Promise<Response> {
  const p = stripSlash(path);
  const context: CallContext = { path: p, channel: options.channel };
  try {
    return await client(p, {
      method,
      headers: options.headers,
      searchParams: cleanParams(options.searchParams),
      signal: options.signal,
      context: context as Record<string, unknown>,
      ...extra,
    });
  } catch (e) {
    throw await toApiError(e);
  }
}

/** The answer's body read as `how`; a connection lost while it streams in is an ApiError too. */
async function read<R>(response: Promise<Response>, how: (r: Response) => Promise<R>, onAnswer?: (r: Response) => void): Promise<R> {
  const r = await response;
  onAnswer?.(r);
  try {
    return await how(r);
  } catch (e) {
    throw await toApiError(e);
  }
}
const body = <R>(response: Promise<Response>) => read(response, (r) => readBody(r) as Promise<R>);

/** Any method, the body returned as parsed (for the few calls that answer without the envelope, e.g. true/false). */
export function apiRequest<R>(method: Method, path: string, options: RequestOptions & { json?: unknown } = {}): Promise<R> {
  return body<R>(send(method, path, options, options.json !== undefined ? { json: options.json } : {}));
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return apiRequest<ApiEnvelope<T>>('get', path, options);
}
export function apiPost<T>(path: string, json?: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return apiRequest<ApiEnvelope<T>>('post', path, { ...options, json });
}
export function apiPut<T>(path: string, json?: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return apiRequest<ApiEnvelope<T>>('put', path, { ...options, json });
}
export function apiDelete<T>(path: string, options: RequestOptions & { json?: unknown } = {}): Promise<ApiEnvelope<T>> {
  return apiRequest<ApiEnvelope<T>>('delete', path, options);
}

/** POST returning a file (lab report PDF). The bearer token is sent (docs/product.md#everywhere-api). */
export function apiBlob(path: string, json?: unknown, options: RequestOptions = {}): Promise<Blob> {
  return read(send('post', path, options, json !== undefined ? { json } : {}), (r) => r.blob());
}

/** GET returning a file (the administrators' .xlsx exports, the sample spreadsheet), with the bearer token. */
export function apiGetBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return read(send('get', path, options), (r) => r.blob(), options.onAnswer);
}

/** GET returning text (spec: a text response type gives text). */
export function apiText(path: string, options: RequestOptions = {}): Promise<string> {
  return read(send('get', path, options), (r) => r.text());
}
