/**
 * `@portal/shared/api` — the one ky client of the portal. Each remote writes one typed function per
 * endpoint in its `*.api.ts` with these helpers; components never build URLs. By concern: config.ts (where
 * calls go), errors.ts (ApiError), session-rules.ts (token, 401 → refresh → retry once, as ky hooks),
 * requests.ts (the portal API), upload.ts (files, with progress), content.ts (the brand content site),
 * retry.ts (the retry policy of server state), masterdata.ts (the master data lists).
 */
export { configureApi, getApiConfig } from './config';
export { ApiError, isApiError, toApiError, messageFromBody } from './errors';
export { refreshTokens, sessionEnding } from './session-rules';
export { apiRequest, apiGet, apiPost, apiPut, apiDelete, apiBlob, apiGetBlob, apiText } from './requests';
export { apiUpload } from './upload';
export { contentBase, contentGet, contentPost, knownContent, setKnownContent } from './content';
export { shouldRetryQuery, queryRetryDelay, QUERY_RETRIES } from './retry';
export { fetchAppConfiguration, fetchMasterData } from './masterdata';
export type { ApiConfig, InvokingChannel } from './config';
export type { RequestOptions } from './requests';
export type { UploadProgress } from './upload';
export type { MasterDataList } from './masterdata';
export type { ApiEnvelope, StatusWord } from '@portal/shared/rules';
