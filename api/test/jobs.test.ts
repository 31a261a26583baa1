import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers.js';
import { enqueue } from '../src/modules/jobs/queue.js';
import { JobWorker } from '../src/modules/jobs/worker.js';
import { broadcastDelivery, BROADCAST_QUEUE } from '../src/modules/notifications/delivery.js';
import { NotificationService } from '../src/modules/notifications/service.js';
import { createEmbeddedPush, type PushAdapter } from '../src/adapters/push/index.js';

/**
 * The job queue behind broadcast delivery: jobs survive a stop, a crashed worker's job is taken over, a
 * worker that lost its lease cannot commit, a failed step is retried without duplicates. The app's own
 * worker is off (PORTAL_JOBS_WORKER=false); the workers here are driven by the test.
 */
let t: TestApp;
let admin: number;
const quiet = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
  admin = (await t.handle.db.selectFrom('users').select('id').where('mobile', '=', '500000003').executeTakeFirstOrThrow()).id;
  // 300 accounts of one hospital, so a broadcast to it has a known audience.
  await sql`insert into users (calling_code, mobile, first_name, last_name, facility_id)
    select '971', (570000000 + g)::text, 'Queue', 'User ' || g, 9301 from generate_series(1, 300) g`.execute(t.handle.db);
}, 120_000);
afterAll(() => t.close());

const service = () => new NotificationService(t.handle.db);
async function publish(title: string) {
  return service().broadcast({ userId: admin, ip: '127.0.0.1' }, { facilityId: 9301, notificationType: 1, title, text: 'Queue test', url: null, imageUrl: null, mobileList: null });
}
async function delivery(broadcastId: number) {
  const b = await t.handle.db.selectFrom('broadcast_notifications').selectAll().where('id', '=', broadcastId).executeTakeFirstOrThrow();
  const per = await sql<{ n: number; users: number }>`select count(*)::integer as n, count(distinct user_id)::integer as users from patient_notifications where broadcast_id = ${broadcastId}`.execute(t.handle.db);
  const pushes = await sql<{ n: number }>`select count(*)::integer as n from push_deliveries where broadcast_id = ${broadcastId}`.execute(t.handle.db);
  const job = await t.handle.db.selectFrom('jobs').selectAll().where(sql`payload->>'broadcastId'`, '=', String(broadcastId)).executeTakeFirstOrThrow();
  return { status: b.status, target: b.target_count, processed: b.processed_count, success: b.push_success, fail: b.push_fail, notifications: per.rows[0]!.n, users: per.rows[0]!.users, pushes: pushes.rows[0]!.n, job };
}
const worker = (push: PushAdapter = createEmbeddedPush(), batchSize = 10, leaseSeconds = 60) =>
  new JobWorker(t.handle.db, { [BROADCAST_QUEUE]: broadcastDelivery(t.handle.db, push, { publicUrl: 'http://x', batchSize }) }, { pollMs: 20, log: quiet, leaseSeconds });
async function until(check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

it('publishing only queues; a stopped worker hands the job back and the next one finishes it, each user once', async () => {
  const { id, targetCount } = await publish('Restart');
  expect(targetCount).toBe(300);
  expect((await delivery(id)).status).toBe('Queued');

  const a = worker();
  a.start();
  await until(async () => (await delivery(id)).processed >= 50);
  await a.stop(); // a restart: the current step commits, the job goes back to the queue
  const half = await delivery(id);
  expect(half.job.state).toBe('pending');
  expect(half.processed).toBeLessThan(300);
  expect(half.notifications).toBe(half.processed);

  await worker().drain();
  expect(await delivery(id)).toMatchObject({ status: 'Sent', target: 300, processed: 300, success: 300, fail: 0, notifications: 300, users: 300, pushes: 300 });
  expect((await delivery(id)).job.state).toBe('done');
});

it('a worker whose lease ran out (a crash, a stall) is taken over and cannot commit any more', async () => {
  const { id } = await publish('Takeover');
  const slowPush: PushAdapter = {
    async send(db, batch) {
      await new Promise((r) => setTimeout(r, 30));
      return createEmbeddedPush().send(db, batch);
    },
  };
  const a = worker(slowPush);
  a.start();
  await until(async () => (await delivery(id)).processed >= 30);
  // A's lease runs out while it is still working.
  await sql`update jobs set locked_until = now() - interval '1 second' where payload->>'broadcastId' = ${String(id)}`.execute(t.handle.db);
  const b = worker();
  await b.drain();
  await a.stop();
  expect(await delivery(id)).toMatchObject({ status: 'Sent', processed: 300, notifications: 300, users: 300, pushes: 300, success: 300 });
});

it('a failed step rolls back and is retried later without duplicates; after the last attempt the broadcast is Failed', async () => {
  const { id } = await publish('Retry');
  let calls = 0;
  const flaky: PushAdapter = {
    async send(db, batch) {
      calls += 1;
      if (calls === 3) throw new Error('gateway unreachable');
      return createEmbeddedPush().send(db, batch);
    },
  };
  const w = worker(flaky);
  await w.drain();
  let d = await delivery(id);
  expect(d.job.state).toBe('pending');
  expect(d.job.last_error).toBe('gateway unreachable');
  expect(d.processed).toBe(20); // two steps committed, the third rolled back
  expect(d.notifications).toBe(20);
  await sql`update jobs set run_at = now() where id = ${d.job.id}`.execute(t.handle.db);
  await w.drain();
  d = await delivery(id);
  expect(d).toMatchObject({ status: 'Sent', processed: 300, notifications: 300, users: 300, pushes: 300 });

  const { id: doomed } = await publish('Doomed');
  await sql`update jobs set max_attempts = 1 where payload->>'broadcastId' = ${String(doomed)}`.execute(t.handle.db);
  const broken: PushAdapter = { send: async () => { throw new Error('gateway down'); } };
  await worker(broken).drain();
  expect(await delivery(doomed)).toMatchObject({ status: 'Failed', notifications: 0 });
  expect((await delivery(doomed)).job.state).toBe('failed');
});

it('several workers share the queue: every job is done once', async () => {
  const ids = [];
  for (let i = 0; i < 4; i += 1) ids.push((await publish(`Shared ${i}`)).id);
  const workers = [worker(undefined, 50), worker(undefined, 50), worker(undefined, 50)];
  await Promise.all(workers.map((w) => w.drain()));
  for (const id of ids) expect(await delivery(id)).toMatchObject({ status: 'Sent', processed: 300, notifications: 300, users: 300, pushes: 300 });
});

it('a job enqueued inside a transaction that rolls back never runs', async () => {
  const before = Number((await sql<{ n: number }>`select count(*)::integer as n from jobs`.execute(t.handle.db)).rows[0]!.n);
  await t.handle.db
    .transaction()
    .execute(async (tx) => {
      await enqueue(tx, BROADCAST_QUEUE, { broadcastId: 999_999 });
      throw new Error('rollback');
    })
    .catch(() => undefined);
  expect(Number((await sql<{ n: number }>`select count(*)::integer as n from jobs`.execute(t.handle.db)).rows[0]!.n)).toBe(before);
});
