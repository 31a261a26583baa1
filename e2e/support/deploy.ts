import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * What a feature team's deploy does, into the started portal's data folder: builds the remote with one
 * change to one of its source files (restored right after the publish, whatever happens) into a separate
 * output folder, then publishes that build. The repository's own dist/ and .portal are not touched.
 */
export function deployChangedRemote(remote: string, file: string, change: (text: string) => string): string {
  const source = path.join(repoRoot, remote, file);
  const original = fs.readFileSync(source, 'utf8');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-build-`));
  const env = { ...process.env, PORTAL_DATA_DIR: process.env.E2E_DATA_DIR };
  try {
    fs.writeFileSync(source, change(original));
    execFileSync(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production', '--output-path', out], { cwd: path.join(repoRoot, remote), env, stdio: 'pipe' });
    // The contract check loads the candidate's ./app from its sources: publish while they are the built ones.
    return portalCommand('publish', remote, '--dist', out);
  } finally {
    fs.writeFileSync(source, original);
  }
}

export function portalCommand(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'scripts/portal.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, PORTAL_DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  }).trim();
}
