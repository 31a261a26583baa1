import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/**
 * SQL of the job queue (queue.ts says what each transition means). Every update of a held job is fenced by
 * `locked_by`: it changes the row only while that worker holds it, and answers how many rows it changed.
 */

export async function insertJob(db: Db, job: { queue: string; payload: string; runAt?: Date; maxAttempts?: number }): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      queue: job.queue,
      payload: job.payload,
      ...(job.runAt ? { run_at: job.runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ClaimedJobRow {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  progress: unknown;
}

/** The oldest due job of these queues (or one whose lease ran out), taken for `leaseSeconds`; locked rows are skipped. */
export async function claimJob(db: Db, queues: string[], workerId: string, leaseSeconds: number): Promise<ClaimedJobRow | undefined> {
  const res = await sql<ClaimedJobRow>`
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
  return res.rows[0];
}

/** Stores progress and extends the lease of a job this worker holds; the rows changed (0: lease lost). */
export async function checkpointJob(db: Db, jobId: number, workerId: string, progress: string, leaseSeconds: number): Promise<number> {
  const res = await sql`
    update jobs set progress = ${progress}::jsonb, locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = ${jobId} and locked_by = ${workerId} and state = 'active'`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/** Marks a job this worker holds done; the rows changed (0: lease lost). */
export async function completeJob(db: Db, jobId: number, workerId: string): Promise<number> {
  const res = await sql`
    update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null
    where id = ${jobId} and locked_by = ${workerId} and state = 'active'`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/** A failed attempt: back to pending after `retryInSeconds`, or failed for good (`final`). */
export async function failJob(db: Db, jobId: number, workerId: string, f: { final: boolean; message: string; retryInSeconds: number }): Promise<void> {
  await sql`
    update jobs set state = ${f.final ? 'failed' : 'pending'}, last_error = ${f.message}, locked_by = null, locked_until = null,
      run_at = now() + make_interval(secs => ${f.final ? 0 : f.retryInSeconds}),
      finished_at = ${f.final ? sql`now()` : null}
    where id = ${jobId} and locked_by = ${workerId}`.execute(db);
}

/** Gives a held job back without counting the attempt. */
export async function releaseJob(db: Db, jobId: number, workerId: string): Promise<void> {
  await sql`
    update jobs set state = 'pending', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null, run_at = now()
    where id = ${jobId} and locked_by = ${workerId} and state = 'active'`.execute(db);
}
