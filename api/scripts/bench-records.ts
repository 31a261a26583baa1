/**
 * Records benchmark: the server side of opening a 5-page report —
 *   1. POST /api/appointment/labreportspdf, unprotected copy (what the viewer asks first);
 *   2. the same, protected (AES-256 with the spec password);
 *   3. pdf.js (pdfjs-dist, as in the browser but in Node) opening the 5-page PDF and producing page 1's text.
 * Sequential requests (one patient opening a report), p50/p95 in ms. The browser figure (time to the first
 * rendered page in the viewer) is e2e/specs/records-bench.spec.ts.
 *
 *   pnpm --filter api exec tsx scripts/bench-records.ts
 *   BENCH_RUNS=50 pnpm --filter api exec tsx scripts/bench-records.ts
 */
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { insertUser } from '../src/modules/user/repository.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { secretKeys } from '../src/modules/security/secrets.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
}

async function main() {
  const config = loadConfig({ ...process.env, PORTAL_MODE: 'embedded', LOG_LEVEL: 'silent' });
  const handle = await openDatabase({ url: config.PORTAL_DATABASE_URL, memory: !config.PORTAL_DATABASE_URL });
  await migrateToLatest(handle.db);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, adapters: createAdapters(config, handle.db) });
  try {
    const suffix = String(Date.now() % 10_000_000).padStart(7, '0');
    const mobile = `58${suffix}`;
    const id = await insertUser(handle.db, {
      callingCode: '971', mobile, firstName: 'Bench', lastName: 'Records', email: 'bench@example.com', genderId: 1, countryId: 784,
      dateOfBirth: '1990-01-01', documentTypeId: 1, documentId: `7841990${suffix}0`, passwordHash: 'not-used',
    });
    const keys = await secretKeys(handle.db, config);
    const { token } = await createSession(handle.db, keys.accessToken, { id: id!, roleId: 1 });
    const seeded = await app.inject({ method: 'POST', url: '/api/dev/records/seed', payload: { callingCode: '971', mobile, pages: 5 } });
    const doc = (seeded.json() as { data: { docNumbers: string[] } }).data.docNumbers[3]!;
    const headers = { authorization: `Bearer ${token}` };

    const timed = async (protect: boolean) => {
      const times: number[] = [];
      let bytes = Buffer.alloc(0);
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/appointment/labreportspdf', headers, payload: { documentNumber: doc, skipPasswordProtection: !protect } });
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`labreportspdf answered ${res.statusCode}`);
        bytes = res.rawPayload;
      }
      return { times, bytes };
    };
    const plain = await timed(false);
    const locked = await timed(true);

    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const open: number[] = [];
    let pages = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      const d = await pdfjs.getDocument({ data: new Uint8Array(locked.bytes), password: 'BENC01011990', verbosity: 0 }).promise;
      const page = await d.getPage(1);
      await page.getTextContent();
      open.push(performance.now() - t0);
      pages = d.numPages;
      await d.destroy();
    }
    console.log(`records bench (${RUNS} runs, ${handle.kind}), 5-page report of ${pages} pages, ${Math.round(plain.bytes.length / 1024)} KB plain / ${Math.round(locked.bytes.length / 1024)} KB protected`);
    console.log(`  labreportspdf unprotected  p50 ${pct(plain.times, 50)} ms  p95 ${pct(plain.times, 95)} ms`);
    console.log(`  labreportspdf protected    p50 ${pct(locked.times, 50)} ms  p95 ${pct(locked.times, 95)} ms`);
    console.log(`  pdf.js open + page 1 text  p50 ${pct(open, 50)} ms  p95 ${pct(open, 95)} ms`);
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
