import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage, createStorage, type S3Config } from '../src/adapters/storage/index.js';
import { PNG_8, pdf } from './file-support.js';
import { createTestApp, type TestApp } from './helpers.js';
import { loginDemo, register } from './auth-support.js';

/**
 * Uploaded files in a real S3-compatible object store: s3rver (scripts/s3-server.ts), started here as its own
 * process on a free port of this machine; it checks each request's Signature Version 4 against its key pair. The
 * API's documents, profile images and broadcast images go there and come back through the S3 storage adapter.
 */
interface Started {
  child: ChildProcess;
  env: Record<string, string>;
  directory: string;
}

async function startS3(directory: string): Promise<Started | string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/s3-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, S3_PORT: '0', S3_DIR: directory, S3_BUCKET: 'portal-test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill();
      resolve(`no answer within 30 s${err ? `: ${err.trim()}` : ''}`);
    }, 30_000);
    child.once('error', (e) => {
      clearTimeout(timer);
      resolve(e.message);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(`it exited with ${code}${err ? `: ${err.trim()}` : ''}`);
    });
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('S3 '));
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, directory, env: (JSON.parse(line.slice(3)) as { env: Record<string, string> }).env });
    });
  });
}

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-test-'));
const started = await startS3(directory);
if (typeof started === 'string') {
  console.warn(`SKIPPED storage-s3: the S3-compatible test server (scripts/s3-server.ts, s3rver) could not be started on this machine: ${started}`);
}
const s3 = typeof started === 'string' ? null : started;
const describeWithS3 = s3 ? describe : describe.skip;

afterAll(async () => {
  if (s3) {
    const exited = new Promise((r) => s3.child.once('exit', r));
    s3.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(directory, { recursive: true, force: true });
});

const config = (): S3Config => ({
  endpoint: s3!.env.STORAGE_S3_ENDPOINT!,
  bucket: s3!.env.STORAGE_S3_BUCKET!,
  region: 'us-east-1',
  accessKeyId: s3!.env.STORAGE_S3_ACCESS_KEY_ID!,
  secretAccessKey: s3!.env.STORAGE_S3_SECRET_ACCESS_KEY!,
});

/** What the bucket holds under `key`, read with a client of its own rather than through the portal; null: nothing. */
async function inBucket(key: string): Promise<Buffer | null> {
  const c = config();
  const client = new S3Client({ region: c.region, endpoint: c.endpoint, forcePathStyle: true, credentials: { accessKeyId: c.accessKeyId!, secretAccessKey: c.secretAccessKey! } });
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: c.bucket, Key: key }));
    return Buffer.from(await res.Body!.transformToByteArray());
  } catch (e) {
    if ((e as Error).name === 'NoSuchKey') return null;
    throw e;
  }
}

describeWithS3('the S3 storage adapter against a real S3-compatible server', () => {
  it('stores, reads back and deletes an object; a missing key reads as nothing', async () => {
    const storage = createS3Storage(config());
    const key = 'documents/0123456789abcdef0123';
    const bytes = pdf();
    await storage.put(key, bytes, 'application/pdf');
    expect((await storage.get(key))!.equals(bytes)).toBe(true);
    expect((await inBucket(key))!.equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await inBucket(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.get('documents/ffffffffffffffffffff')).toBeNull();
  });

  it('is refused with the service’s answer when the secret is wrong, and refuses a key it did not make', async () => {
    const storage = createS3Storage({ ...config(), secretAccessKey: 'not-the-secret' });
    await expect(storage.put('documents/0123456789abcdef0124', PNG_8, 'image/png')).rejects.toThrow('object storage answered 403 SignatureDoesNotMatch on PUT');
    await expect(createS3Storage(config()).get('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('is chosen by STORAGE_ADAPTER=s3, and an incomplete configuration fails at start', () => {
    expect(() => createStorage('/unused', { STORAGE_ADAPTER: 's3' })).toThrow('STORAGE_ADAPTER=s3 needs STORAGE_S3_BUCKET');
    expect(() => createStorage('/unused', { STORAGE_ADAPTER: 's3', STORAGE_S3_BUCKET: 'b', STORAGE_S3_ACCESS_KEY_ID: 'k' })).toThrow('go together');
    expect(createStorage('/unused', s3!.env)).toEqual(expect.objectContaining({ put: expect.any(Function) }));
  });
});

describeWithS3('the API’s uploads and downloads in the S3 bucket', () => {
  let t: TestApp;
  let dataDir: string;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    // The modules pick their storage from the environment when the app is built.
    for (const [k, v] of Object.entries(s3!.env)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-api-'));
    t = await createTestApp({ PORTAL_DATA_DIR: dataDir }, { seed: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A multipart body as a browser's FormData sends it: the fields, then the file. */
  function multipart(file: { name: string; bytes: Buffer; field: string; fields?: Record<string, string> }) {
    const boundary = 'portals3testboundary';
    const parts = Object.entries(file.fields ?? {}).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    return {
      payload: Buffer.concat([...parts, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  async function send(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, file?: { name: string; bytes: Buffer; field: string; fields?: Record<string, string> }) {
    const body = file ? multipart(file) : undefined;
    const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...body?.headers }, ...(body ? { payload: body.payload } : {}) });
    return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, body: res.json() as { message: { status: string; message: string }; data: any } };
  }

  it('keeps an identity document in the bucket, serves it to its owner and deletes it there', async () => {
    const { login } = await register(t);
    const document = pdf();
    const up = await send('POST', '/api/user/uploaddocument?familyMemberId=0', login.token, { name: 'passport.pdf', bytes: document, field: 'document', fields: { documentType: '4', documentSide: '1' } });
    expect(up.body.message.status).toBe('Success');
    const key = up.body.data.fileUrl as string;
    expect((await inBucket(key))!.equals(document)).toBe(true);
    const got = await send('GET', `/api/user/getdocument?url=${encodeURIComponent(key)}`, login.token);
    expect(Buffer.from(got.body.data.base64, 'base64').equals(document)).toBe(true);

    expect((await send('DELETE', '/api/user/removedocument?documentType=4&documentSide=1&familyMemberId=0', login.token)).body.message.status).toBe('Success');
    expect(await inBucket(key)).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('keeps a profile image in the bucket and serves it back', async () => {
    const { login } = await register(t);
    const up = await send('POST', '/api/user/uploadprofileimage', login.token, { name: 'me.png', bytes: PNG_8, field: 'file' });
    const key = up.body.data.profileImgUrl as string;
    expect((await inBucket(key))!.equals(PNG_8)).toBe(true);
    const img = await send('GET', '/api/user/profileimage', login.token);
    expect(Buffer.from(img.body.data.base64, 'base64').equals(PNG_8)).toBe(true);
    expect((await send('DELETE', '/api/user/removeprofileimage', login.token)).status).toBe(200);
    expect(await inBucket(key)).toBeNull();
  });

  it('keeps a broadcast image in the bucket and serves it at its address', async () => {
    const broadcaster = (await loginDemo(t, 'broadcaster')).token;
    const up = await send('POST', '/api/notification/uploadnotifyimage', broadcaster, { name: 'offer.png', bytes: PNG_8, field: 'file' });
    expect(up.status).toBe(200);
    const img = await t.app.inject({ method: 'GET', url: up.body.data.ImageURL as string });
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/png']);
    expect(img.rawPayload.equals(PNG_8)).toBe(true);
    const id = (up.body.data.ImageURL as string).split('/').pop()!;
    const row = await t.handle.db.selectFrom('broadcast_images').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await inBucket(row.storage_key))!.equals(PNG_8)).toBe(true);
  });
});
