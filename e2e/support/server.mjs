// Starts the built portal for the browser tests: a fresh data folder (new database), the remotes'
// live deployments copied from the repository's .portal, and the API on E2E_PORT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = path.join(root, '.portal');
if (!fs.existsSync(path.join(source, 'registry/remotes.json'))) {
  console.error('e2e: no deployments found; run `pnpm build` first');
  process.exit(1);
}
const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// Every run starts from a new database.
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
for (const sub of ['registry', 'deployments']) fs.cpSync(path.join(source, sub), path.join(dataDir, sub), { recursive: true });
console.log(`e2e data dir ${dataDir}`);

// E2E_HIS=fhir (hospital-fhir.config.ts): the hospital is a FHIR R4 server (api/scripts/fhir-server.ts, the demo family
// and the doctors' hours) and the API reaches it with HIS_ADAPTER=fhir; its address and token go to `fhir.json` in
// the data folder, for the journey to look into the hospital's side.
let hisEnv = {};
if (process.env.E2E_HIS === 'fhir') {
  const fhir = spawn(process.execPath, ['--import', 'tsx', 'scripts/fhir-server.ts'], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, FHIR_PORT: '0' },
  });
  const line = await new Promise((resolve, reject) => {
    let text = '';
    fhir.stdout.on('data', (chunk) => {
      text += chunk;
      const found = text.split('\n').find((l) => l.startsWith('FHIR '));
      if (found) resolve(found);
    });
    fhir.on('exit', (code) => reject(new Error(`the FHIR server exited with ${code}`)));
  });
  const info = JSON.parse(line.slice('FHIR '.length));
  fs.writeFileSync(path.join(dataDir, 'fhir.json'), JSON.stringify(info));
  hisEnv = info.env;
  console.log(`e2e hospital: FHIR R4 at ${info.baseUrl}`);
  process.on('exit', () => fhir.kill('SIGTERM'));
}

// The API process, restartable: `SIGUSR2` to this supervisor stops the API (SIGTERM, as a deploy or a crash
// loop's restart would) and starts a new one on the same port and data folder (specs/faults-restart.spec.ts).
// The pids are written beside the data: `supervisor.pid` (this process) and `api.pid` (the current API).
let child;
let restarting = false;
function startApi() {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    env: { ...process.env, ...hisEnv, PORT: process.env.E2E_PORT || '8181', PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORTAL_MODE: 'embedded' },
  });
  fs.writeFileSync(path.join(dataDir, 'api.pid'), String(child.pid));
  child.on('exit', (code) => {
    if (restarting) {
      restarting = false;
      startApi();
      return;
    }
    process.exit(code ?? 0);
  });
}
fs.writeFileSync(path.join(dataDir, 'supervisor.pid'), String(process.pid));
startApi();
process.on('SIGUSR2', () => {
  if (restarting) return;
  restarting = true;
  child.kill('SIGTERM');
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
