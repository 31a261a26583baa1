/**
 * Appointments benchmark: p50/p99 latency and requests per second of
 *   1. POST /api/appointment/timeslots — one doctor, a date's slot groups plus the free dates of the next
 *      30 days (the whole window is derived from the HIS schedule minus booked slots on every call);
 *   2. GET /api/appointment/appointments — a patient with 200 past appointments (and a few upcoming).
 * Target: p99 under 50 ms on PostgreSQL.
 *
 * Runs a real portal API in this process on a random port, on an in-memory PGlite by default or on
 * PORTAL_DATABASE_URL (PostgreSQL). Env: BENCH_DURATION seconds per endpoint (default 10),
 * BENCH_CONNECTIONS (default 8).
 *
 *   pnpm --filter api exec tsx scripts/bench-appointments.ts
 *   BENCH_DURATION=3 pnpm --filter api exec tsx scripts/bench-appointments.ts
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { insertUser } from '../src/modules/user/repository.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { secretKeys } from '../src/modules/security/secrets.js';
import { seedHis } from '../src/standins/his/seed.js';
import { ensurePatientRecord } from '../src/adapters/his/booking.js';
import { doctors } from '../src/standins/content/data/index.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAST = 200;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const config = loadConfig({ ...process.env, PORTAL_MODE: 'embedded', LOG_LEVEL: 'silent' });
  const handle = await openDatabase({ url: config.PORTAL_DATABASE_URL, memory: !config.PORTAL_DATABASE_URL });
  await migrateToLatest(handle.db);
  await seedHis(handle.db);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, adapters: createAdapters(config, handle.db) });
  const port = 20000 + Math.floor(Math.random() * 20000);
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;

  try {
    // One patient with a hospital record, 200 past visits spread over doctors, and 5 upcoming bookings.
    const suffix = String(Date.now() % 100_000_000).padStart(8, '0');
    const person = {
      firstName: 'Bench', lastName: 'Patient', dateOfBirth: '1990-01-01', callingCode: '971', mobile: `57${suffix.slice(0, 7)}`,
      documentTypeId: 1, documentId: `7841990${suffix}`, genderId: 1,
    };
    const userId = await insertUser(handle.db, { ...person, email: 'bench@example.com', countryId: 784, passwordHash: 'bench-not-used' });
    if (userId === null) throw new Error('bench user not created');
    const keys = await secretKeys(handle.db, config);
    const token = (await createSession(handle.db, keys.accessToken, { id: userId, roleId: 1 })).token;
    const bookable = doctors.filter((d) => d.facilityCode === 'BU10' && !d.appointment_message.en && !['ONCO', 'PHYS'].includes(d.department_code));
    const patientId = await ensurePatientRecord(handle.db, person, 'BU10');
    const rows = Array.from({ length: PAST + 5 }, (_, i) => {
      const d = bookable[i % bookable.length]!;
      const upcoming = i >= PAST;
      return {
        ref_no: `BENCH${suffix}${String(i).padStart(4, '0')}`, patient_id: patientId, facility_code: 'BU10', family_member_id: null, doctor_id: d.id,
        physician_number: d.physician_number, department_code: d.department_code, appt_date: upcoming ? day(40 + i - PAST) : day(-1 - i),
        start_time: '07:00', end_time: '07:15', status: upcoming ? 'Booked' : i % 7 === 0 ? 'Not Visited' : 'Visited', schedule_type: 'ONLINE',
        created_by_user_id: userId, idempotency_key: null, cancel_reason: null,
      };
    });
    await handle.db.insertInto('his_appointment').values(rows).execute();

    // The doctor of the slot benchmark has some booked slots in the window, as a real one would.
    const doctor = bookable[0]!;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const slotBody = JSON.stringify({
      facilityId: [doctor.facilityCode], department: [doctor.department_code], physicianLicense: [doctor.physician_code], physicianNo: [doctor.physician_number],
      providerLicence: '', beginDate: day(0), endDate: day(0), patientId: '', extensions: {},
    });

    // Sanity: both calls answer as expected before they are measured.
    const check = await (await fetch(`${base}/api/appointment/appointments`, { headers: auth })).json() as { data: { pastAppts: unknown[]; upcomingAppts: unknown[] } };
    if (check.data.pastAppts.length !== PAST) throw new Error(`expected ${PAST} past appointments, got ${check.data.pastAppts.length}`);
    const slots = await (await fetch(`${base}/api/appointment/timeslots`, { method: 'POST', headers: auth, body: slotBody })).json() as { data: { futureDates: string[] } };
    if (!slots.data.futureDates.length) throw new Error('no future dates in the slot answer');

    const run = (title: string, opts: autocannon.Options) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION, title }, (err, result) => (err ? reject(err) : resolve(result)));
      });

    const results = [
      await run('timeslots (1 doctor, 30 days)', { url: `${base}/api/appointment/timeslots`, method: 'POST', headers: auth, body: slotBody }),
      await run(`appointments (${PAST} past)`, { url: `${base}/api/appointment/appointments?familyMemberId=0&brandName=burjeel`, headers: auth }),
    ];
    console.log(`\nAppointments API on ${handle.kind}, ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
    console.log('endpoint                          p50 ms   p99 ms   req/s    non-2xx');
    for (const r of results) {
      console.log(
        `${r.title!.padEnd(32)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(8)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.non2xx).padStart(9)}`,
      );
    }
    const worst = Math.max(...results.map((r) => r.latency.p99));
    console.log(`\nworst p99 ${worst} ms (target under 50 ms on PostgreSQL)`);
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
