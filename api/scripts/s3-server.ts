/**
 * An S3-compatible object store on this machine (s3rver: a Koa server that keeps objects in a folder and checks
 * each request's Signature Version 4), for the storage test and for trying the portal with STORAGE_ADAPTER=s3.
 * It creates the bucket, then prints one line, `S3 <json>`, with its address and the environment that points
 * the portal at it.
 *
 *   S3_PORT=8365 S3_DIR=/tmp/portal-s3 pnpm --filter api s3-server
 *   STORAGE_ADAPTER=s3 STORAGE_S3_ENDPOINT=http://127.0.0.1:8365 STORAGE_S3_BUCKET=portal \
 *     STORAGE_S3_ACCESS_KEY_ID=S3RVER STORAGE_S3_SECRET_ACCESS_KEY=S3RVER pnpm --filter api serve
 *
 * S3_PORT (default 0: any free port), S3_HOST (127.0.0.1), S3_DIR (where the objects are kept; default a new
 * temporary folder), S3_BUCKET (portal). s3rver accepts one key pair, S3RVER / S3RVER.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

const ownDirectory = !process.env.S3_DIR;
const directory = process.env.S3_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
const bucket = process.env.S3_BUCKET || 'portal';
const server = new S3rver({
  address: process.env.S3_HOST ?? '127.0.0.1',
  port: Number(process.env.S3_PORT ?? 0),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { address, port } = await server.run();
const endpoint = `http://${address}:${port}`;
console.log(`S3 ${JSON.stringify({ endpoint, directory, env: { STORAGE_ADAPTER: 's3', STORAGE_S3_ENDPOINT: endpoint, STORAGE_S3_BUCKET: bucket, STORAGE_S3_ACCESS_KEY_ID: 'S3RVER', STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER' } })}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () =>
    void server.close().then(() => {
      if (ownDirectory) fs.rmSync(directory, { recursive: true, force: true });
      process.exit(0);
    }),
  );
}
