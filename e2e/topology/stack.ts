import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * The production topology on one machine (docs/operations.md, "Topology"): PostgreSQL, two API processes in
 * `PORTAL_MODE=production`, the outside systems' stand-ins as HTTP services, HAProxy in front with TLS (health checks,
 * retries of failed connections) and nginx serving the web files as a CDN would. Shared by the global setup, which
 * starts it, and the tests, which restart API processes.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(ROOT, 'api');

export interface Stack {
  dir: string;
  dataDir: string;
  databases: { admin: string; portal: string; standins: string; names: string[] };
  ports: { lb: number; cdn: number; api: [number, number]; metrics: [number, number] };
  publicUrl: string;
  caFile: string;
  standins: { urls: Record<string, string>; env: Record<string, string> };
  apiEnv: Record<string, string>;
  /** Every process started for the stack (the tests add restarted API processes), stopped by the teardown. */
  pids: Record<string, number>;
  timings: Record<string, number>;
}

export const stateFile = (dir: string) => path.join(dir, 'stack.json');
export function readStack(): Stack {
  const file = process.env.TOPOLOGY_STATE;
  if (!file) throw new Error('TOPOLOGY_STATE is not set: run through topology.config.ts');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Stack;
}
export function writeStack(stack: Stack): void {
  fs.writeFileSync(stateFile(stack.dir), JSON.stringify(stack, null, 2));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function has(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Debian's packages, installed when absent and we may (root with apt-get), as scripts/test.mjs does for chromium. */
export function ensurePackages(packages: Record<string, string>): void {
  const missing = Object.entries(packages).filter(([cmd]) => !has(cmd));
  if (!missing.length) return;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    throw new Error(`the production topology needs ${missing.map(([, p]) => p).join(' and ')}: sudo apt-get install ${missing.map(([, p]) => p).join(' ')}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing.map(([, p]) => p)], { stdio: 'inherit', env });
  // A machine whose package scripts start services got a system nginx or haproxy with the install: the test runs its
  // own, so stop those (best effort: where the scripts were not allowed to start them, there is nothing to stop).
  for (const [cmd] of missing) {
    if (cmd === 'openssl' || !has('invoke-rc.d')) continue;
    try {
      execFileSync('invoke-rc.d', [cmd, 'stop'], { stdio: 'ignore', env });
    } catch {
      // not running
    }
  }
}

/** A test certificate authority and a server certificate for 127.0.0.1 and localhost, made now with openssl. */
export function makeCertificates(dir: string): { caFile: string; pemFile: string; certFile: string; keyFile: string } {
  const f = (name: string) => path.join(dir, name);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Portal topology test CA', '-keyout', f('ca.key'), '-out', f('ca.pem'));
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', f('server.key'), '-out', f('server.csr'));
  fs.writeFileSync(f('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  ssl('x509', '-req', '-in', f('server.csr'), '-CA', f('ca.pem'), '-CAkey', f('ca.key'), '-CAcreateserial', '-days', '2', '-extfile', f('san.ext'), '-out', f('server.pem'));
  fs.writeFileSync(f('haproxy.pem'), fs.readFileSync(f('server.pem'), 'utf8') + fs.readFileSync(f('server.key'), 'utf8'));
  return { caFile: f('ca.pem'), pemFile: f('haproxy.pem'), certFile: f('server.pem'), keyFile: f('server.key') };
}

/** Starts a process with its output in `<dir>/<name>.log`. */
export function startProcess(dir: string, name: string, cmd: string, args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): ChildProcess {
  const out = fs.openSync(path.join(dir, `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: opts.cwd ?? ROOT, env: { ...process.env, ...opts.env }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}

export function logTail(dir: string, name: string, lines = 40): string {
  try {
    return fs.readFileSync(path.join(dir, `${name}.log`), 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, and SIGKILL after `graceMs` if the process is still there; resolves when it is gone. */
export async function stop(pid: number, graceMs = 30_000): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (alive(pid) && Date.now() < until) await sleep(50);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  while (alive(pid)) await sleep(20);
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, onTimeout: () => string = () => ''): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what}: not ready after ${timeoutMs} ms\n${onTimeout()}`);
    await sleep(100);
  }
}

/** Health of one API process asked directly (not through the balancer). */
export async function healthy(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
  return res.status === 200;
}

/** Starts API process `i` (0 or 1) of the stack on its port; resolves once it answers its health check. */
export async function startApi(stack: Stack, i: 0 | 1): Promise<number> {
  const name = `api-${'ab'[i]}`;
  const child = startProcess(stack.dir, name, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...stack.apiEnv, PORT: String(stack.ports.api[i]), PORTAL_METRICS_PORT: String(stack.ports.metrics[i]) },
  });
  stack.pids[name] = child.pid!;
  writeStack(stack);
  await waitFor(`${name} (port ${stack.ports.api[i]})`, async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}\n${logTail(stack.dir, name)}`);
    return healthy(stack.ports.api[i]);
  }, 120_000, () => logTail(stack.dir, name));
  child.unref();
  return child.pid!;
}

export function randomSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** HAProxy in front: TLS, the API processes with health checks, the CDN and the stand-ins behind the portal's origin. */
export function haproxyConfig(stack: Stack, pemFile: string): string {
  const { lb, cdn, api } = stack.ports;
  const standin = (name: string) => new URL(stack.standins.urls[name]!).port;
  return `global
  log stderr format raw local0 warning
  maxconn 2000
  nbthread 1

defaults
  mode http
  log global
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # A connection the server refused or closed before answering is tried again on another server: nothing was sent
  # to an application yet. Answers are never replayed for requests that change data.
  retries 3
  option redispatch
  retry-on conn-failure empty-response

frontend portal
  bind 127.0.0.1:${lb} ssl crt ${pemFile} alpn h2,http/1.1
  option forwardfor
  http-request set-header X-Forwarded-Proto https
  # Metrics are scraped from each process on its internal port, never through the public address.
  http-request return status 404 content-type text/plain string "not found" if { path /api/metrics }
  acl cdn_path path_beg /mfe/ /registry/
  acl web_file path_reg ^/[^/]+\\.[A-Za-z0-9]+$
  acl content_site path_beg /content/
  acl identity_provider path_beg /idp/ /idp
  use_backend cdn if cdn_path or web_file
  use_backend content_site if content_site
  use_backend identity_provider if identity_provider
  default_backend api
  http-response set-header Strict-Transport-Security "max-age=31536000; includeSubDomains" unless { res.hdr(strict-transport-security) -m found }

backend api
  balance roundrobin
  # A process is taken out after two failed checks 500 ms apart (SIGTERM makes its health answer 503 at once) and
  # back after two passing ones; a check may take 2 s on a busy machine before it counts as failed.
  option httpchk GET /api/health
  http-check expect status 200
  timeout check 2s
  default-server inter 500ms fall 2 rise 2
  http-response set-header X-Portal-Server %[srv_name]
  server api-a 127.0.0.1:${api[0]} check
  server api-b 127.0.0.1:${api[1]} check

backend cdn
  server cdn 127.0.0.1:${cdn}

backend content_site
  server content 127.0.0.1:${standin('content')}

backend identity_provider
  server idp 127.0.0.1:${standin('idp')}
`;
}

/** nginx as the CDN: the remotes' deployments and the shell's hashed files immutable, the registry and the rest no-cache. */
export function nginxConfig(stack: Stack): string {
  const tmp = path.join(stack.dir, 'nginx');
  fs.mkdirSync(tmp, { recursive: true });
  const dist = path.join(ROOT, 'shell', 'dist');
  const origin = 'add_header X-Portal-Origin cdn always;';
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${stack.dir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_types application/javascript text/css application/json image/svg+xml;
  server {
    listen 127.0.0.1:${stack.ports.cdn};
    location /mfe/ {
      alias ${stack.dataDir}/deployments/;
      add_header Cache-Control "public, max-age=31536000, immutable";
      ${origin}
    }
    location = /registry/remotes.json {
      alias ${stack.dataDir}/registry/remotes.json;
      add_header Cache-Control "no-cache";
      ${origin}
    }
    location ~ "[.-][0-9a-f]{8,}\\.[a-z0-9]+$" {
      root ${dist};
      add_header Cache-Control "public, max-age=31536000, immutable";
      ${origin}
    }
    location / {
      root ${dist};
      add_header Cache-Control "no-cache";
      ${origin}
    }
  }
}
`;
}
