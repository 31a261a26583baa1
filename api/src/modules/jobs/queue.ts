import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type { JobTables } from './tables.js';
import type { Db } from '../../db/schema.js';

/**
 * A small database-backed job queue (decision in README.md): one `jobs` table, claimed with
 * `FOR UPDATE SKIP LOCKED`, so that every API process on one PostgreSQL shares the work, and the same
 * code runs on the embedded PGlite. Jobs survive restarts (they are rows); a crashed worker's job is
 * taken over when its lease runs out; a handler's progress commits with its work, and only the lease
 * holder can commit (fencing), so no part of a job is done twice.
 */

type JobDb = Kysely<JobTables>;
const jdb = (db: Db) => db as unknown as JobDb;

export interface EnqueueOptions {
  /** Not before this moment (default now). */
  runAt?: Date;
  maxAttempts?: number;
}

/** Wakes the workers of this process at once after an enqueue (other processes find it at their next poll). */
export const jobEvents = new EventEmitter();
jobEvents.setMaxListeners(100);

/**
 * Adds a job. Pass the transaction of the change it belongs to: the job then exists if and only if
 * the change commits (a broadcast row and its delivery job, together).
 */
export async function enqueue(db: Db, queue: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<number> {
  const row = await jdb(db)
    .insertInto('jobs')
    .values({
      queue,
      payload: JSON.stringify(payload),
      ...(opts.runAt ? { run_at: opts.runAt } : {}),
      ...(opts.maxAttempts ? { max_attempts: opts.maxAttempts } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // After the caller's commit would be better; a wake-up that finds nothing yet just polls again later.
  setImmediate(() => jobEvents.emit('enqueued', queue));
  return row.id;
}

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  progress: Record<string, unknown> | null;
}

const asObject = (v: unknown): Record<string, unknown> | null => {
  if (v == null) return null;
  if (typeof v === 'string') return JSON.parse(v) as Record<string, unknown>;
  return v as Record<string, unknown>;
};

/**
 * Takes the oldest due job of these queues, or one whose holder's lease ran out (a crashed or stopped
 * process), for `leaseSeconds`. Concurrent workers skip each other's locked rows instead of waiting.
 */
export async function claim(db: Db, queues: string[], workerId: string, leaseSeconds: number): Promise<ClaimedJob | null> {
  if (queues.length === 0) return null;
  const res = await sql<{ id: number; queue: string; payload: unknown; attempts: number; max_attempts: number; progress: unknown }>`
    update jobs set state = 'active', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select id from jobs
      where queue in (${sql.join(queues)})
        and ((state = 'pending' and run_at <= now()) or (state = 'active' and locked_until < now()))
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, queue, payload, attempts, max_attempts, progress`.execute(db);
  const r = res.rows[0];
  if (!r) return null;
  return { id: Number(r.id), queue: r.queue, payload: asObject(r.payload) ?? {}, attempts: r.attempts, maxAttempts: r.max_attempts, progress: asObject(r.progress) };
}

/** Thrown when another worker holds the job now: the caller's transaction must roll back. */
export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId}: lease lost to another worker`);
  }
}

/**
 * Records progress and extends the lease — only while this worker still holds the job. Call it inside
 * the transaction of the work it describes: if the lease was lost, it throws and the work rolls back.
 */
export async function checkpoint(db: Db, jobId: number, workerId: string, progress: Record<string, unknown>, leaseSeconds: number): Promise<void> {
  const res = await sql`
    update jobs set progress = ${JSON.stringify(progress)}::jsonb, locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = ${jobId} and locked_by = ${workerId} and state = 'active'`.execute(db);
  if (Number(res.numAffectedRows ?? 0) !== 1) throw new LeaseLostError(jobId);
}

/** The job is finished (fenced like `checkpoint`). */
export async function complete(db: Db, jobId: number, workerId: string): Promise<void> {
  const res = await sql`
    update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null
    where id = ${jobId} and locked_by = ${workerId} and state = 'active'`.execute(db);
  if (Number(res.numAffectedRows ?? 0) !== 1) throw new LeaseLostError(jobId);
}

/** Backoff before retry n (1-based): 2, 4, 8 … seconds, at most 5 minutes. */
export const retryDelaySeconds = (attempt: number) => Math.min(300, 2 ** attempt);

/**
 * The handler failed: retried later, or failed for good after `max_attempts`. Returns whether it is
 * final (the caller may then record the failure on its own rows).
 */
export async function fail(db: Db, job: ClaimedJob, workerId: string, error: unknown): Promise<boolean> {
  const final = job.attempts >= job.maxAttempts;
  const message = String((error as Error)?.message ?? error).slice(0, 2000);
  await sql`
    update jobs set state = ${final ? 'failed' : 'pending'}, last_error = ${message}, locked_by = null, locked_until = null,
      run_at = now() + make_interval(secs => ${final ? 0 : retryDelaySeconds(job.attempts)}),
      finished_at = ${final ? sql`now()` : null}
    where id = ${job.id} and locked_by = ${workerId}`.execute(db);
  return final;
}

/** Gives a job back without counting an attempt (the process is stopping): another worker takes it at once. */
export async function release(db: Db, job: ClaimedJob, workerId: string): Promise<void> {
  await sql`
    update jobs set state = 'pending', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null, run_at = now()
    where id = ${job.id} and locked_by = ${workerId} and state = 'active'`.execute(db);
}
