import { EventEmitter } from 'node:events';
import type { Db } from '../../db/schema.js';
import { checkpointJob, claimJob, completeJob, failJob, insertJob, releaseJob } from './repository.js';

/**
 * A small database-backed job queue (decision in README.md): one `jobs` table, claimed with
 * `FOR UPDATE SKIP LOCKED`, so that every API process on one PostgreSQL shares the work, and the same
 * code runs on the embedded PGlite. Jobs survive restarts (they are rows); a crashed worker's job is
 * taken over when its lease runs out; a handler's progress commits with its work, and only the lease
 * holder can commit (fencing), so no part of a job is done twice.
 */

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
  const id = await insertJob(db, { queue, payload: JSON.stringify(payload), runAt: opts.runAt, maxAttempts: opts.maxAttempts });
  // After the caller's commit would be better; a wake-up that finds nothing yet just polls again later.
  setImmediate(() => jobEvents.emit('enqueued', queue));
  return id;
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
  const r = await claimJob(db, queues, workerId, leaseSeconds);
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
  if ((await checkpointJob(db, jobId, workerId, JSON.stringify(progress), leaseSeconds)) !== 1) throw new LeaseLostError(jobId);
}

/** The job is finished (fenced like `checkpoint`). */
export async function complete(db: Db, jobId: number, workerId: string): Promise<void> {
  if ((await completeJob(db, jobId, workerId)) !== 1) throw new LeaseLostError(jobId);
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
  await failJob(db, job.id, workerId, { final, message, retryInSeconds: retryDelaySeconds(job.attempts) });
  return final;
}

/** Gives a job back without counting an attempt (the process is stopping): another worker takes it at once. */
export async function release(db: Db, job: ClaimedJob, workerId: string): Promise<void> {
  await releaseJob(db, job.id, workerId);
}
