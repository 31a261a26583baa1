#!/usr/bin/env node
// `pnpm dev`: the API (tsx watch) on :8080, the shell on :3000 and every remote on its own port, with hot reload.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { root } from './lib/env.mjs';

const remotes = createRequire(import.meta.url)('./remotes.cjs');
const apps = [
  { name: 'api', filter: 'api' },
  { name: 'shell', filter: 'shell' },
  ...remotes.map((r) => ({ name: r.dir, filter: r.dir })),
];
const children = apps.map(({ name, filter }) => {
  const child = spawn('pnpm', ['--filter', filter, 'run', 'dev'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(20);
  for (const s of [child.stdout, child.stderr]) s.on('data', (d) => process.stdout.write(String(d).replace(/^(?=.)/gm, prefix)));
  return child;
});
console.log('shell: http://localhost:3000  api: http://127.0.0.1:8080');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
