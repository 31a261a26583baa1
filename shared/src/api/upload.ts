import { MSG, type ApiEnvelope } from '@portal/shared/rules';
import { sessionStore } from '@portal/shared/session';
import { cleanParams, config, joinUrl, stripSlash } from './config';
import { ApiError, messageFromBody, readBody } from './errors';
import { send, type RequestOptions } from './requests';
import { onUnauthorized, portalHeaders, refreshIfExpiringSoon, refreshTokens } from './session-rules';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100. */
  percent: number;
}

/**
 * Multipart upload, the one helper for every file the portal sends. With `onProgress` it goes through
 * XMLHttpRequest (fetch upload progress needs streaming request bodies, which browsers allow only over HTTP/2),
 * with the same headers and the same 401 rule as the ky client's hooks; without, through the ky client.
 */
export async function apiUpload<T>(path: string, form: FormData, onProgress?: (p: UploadProgress) => void, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  if (!onProgress || typeof XMLHttpRequest === 'undefined') {
    const response = await send('post', path, options, { body: form });
    return (await readBody(response)) as ApiEnvelope<T>;
  }
  const p = stripSlash(path);
  const url = joinUrl(config.baseUrl, p);
  await refreshIfExpiringSoon();
  const first = portalHeaders(options.channel, options.headers);
  try {
    return await xhrUpload<ApiEnvelope<T>>(url, form, first, onProgress, options);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 401 || !first.Authorization) throw e;
    const current = sessionStore.getState().token;
    if (!current) throw e;
    if (first.Authorization === `Bearer ${current}` && !(await refreshTokens())) {
      onUnauthorized(p);
      throw e;
    }
    try {
      return await xhrUpload<ApiEnvelope<T>>(url, form, portalHeaders(options.channel, options.headers), onProgress, options);
    } catch (e2) {
      if (e2 instanceof ApiError && e2.status === 401) onUnauthorized(p);
      throw e2;
    }
  }
}

function xhrUpload<R>(url: string, form: FormData, headers: Record<string, string>, onProgress: (p: UploadProgress) => void, options: RequestOptions): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const params = cleanParams(options.searchParams);
    xhr.open('POST', params && [...params].length ? `${url}?${params}` : url);
    xhr.timeout = config.timeoutMs;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) onProgress({ loaded: ev.loaded, total: ev.total, percent: Math.round((ev.loaded / ev.total) * 100) });
    };
    const parseText = () => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        return xhr.responseText;
      }
    };
    xhr.onload = () => {
      const data = parseText();
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as R);
      reject(new ApiError(messageFromBody(data) ?? (xhr.statusText || MSG.somethingWentWrong), xhr.status, xhr.statusText, null, { status: xhr.status, statusText: xhr.statusText, data }));
    };
    xhr.onerror = () => reject(new ApiError(MSG.networkError, 0, '', new Error('network'), null));
    xhr.ontimeout = () => reject(new ApiError(MSG.networkError, 0, 'Timeout', new Error('timeout'), null));
    xhr.onabort = () => reject(new ApiError(MSG.networkError, 0, 'Aborted', new Error('aborted'), null));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
