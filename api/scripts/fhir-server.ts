/**
 * A FHIR R4 server with the demo family and the doctors' hours (src/standins/fhir: Medplum's FHIR router over its
 * in-memory repository), for trying the portal with HIS_ADAPTER=fhir. Prints one line, `FHIR <json>`, with the
 * base address and the environment that points the portal at it.
 *
 *   FHIR_PORT=8302 pnpm --filter api fhir-server
 *   HIS_ADAPTER=fhir HIS_BASE_URL=http://127.0.0.1:8302/fhir/R4 HIS_API_KEY=<token> pnpm --filter api serve
 *
 * FHIR_PORT (default 0: any free port), FHIR_HOST (127.0.0.1), FHIR_TOKEN (the bearer token it accepts; default
 * a random one, printed).
 */
import crypto from 'node:crypto';
import { demoFhirBundle } from '../src/standins/fhir/demo-bundle.js';
import { startFhirServer } from '../src/standins/fhir/server.js';

const token = process.env.FHIR_TOKEN || crypto.randomBytes(24).toString('base64url');
const server = await startFhirServer({
  port: Number(process.env.FHIR_PORT ?? 0),
  host: process.env.FHIR_HOST ?? '127.0.0.1',
  accessToken: token,
  seed: await demoFhirBundle(),
  onError: (line) => console.error(`fhir: ${line}`),
});
console.log(`FHIR ${JSON.stringify({ baseUrl: server.baseUrl, env: { HIS_ADAPTER: 'fhir', HIS_BASE_URL: server.baseUrl, HIS_API_KEY: token } })}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
