/**
 * `@portal/shared/api` — the one ky client of the portal. Each remote writes one typed function per
 * endpoint in its `*.api.ts` with these helpers; components never build URLs.
 */
export {
  configureApi,
  getApiConfig,
  ApiError,
  isApiError,
  toApiError,
  messageFromBody,
  refreshTokens,
  sessionEnding,
  apiRequest,
  apiGet,
  apiPost,
  apiPut,
  apiDelete,
  apiBlob,
  apiGetBlob,
  apiText,
  apiUpload,
  contentBase,
  contentGet,
  contentPost,
} from './client';
export type { ApiConfig, InvokingChannel, RequestOptions, UploadProgress } from './client';
export type { ApiEnvelope, StatusWord } from '@portal/shared/rules';
