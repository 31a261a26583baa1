import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { checkpoint, claim, complete, fail, jobEvents, LeaseLostError, release, type ClaimedJob } from './queue.js';
import { jobRuns } from '../operations/counters.js';
import type { Db } from '../../db/schema.js';

export interface JobContext {
  job: ClaimedJob;
  /** Aborted when the process is stopping: finish the current step, then return 'stopped'. */
  signal: AbortSignal;
  /** Progress plus a longer lease, inside the transaction of the step it describes (throws if the lease was lost). */
  checkpoint(tx: Db, progress: Record<string, unknown>): Promise<void>;
  /** Marks the job done inside the handler's last transaction, so the last step and "done" commit together. */
  complete(tx: Db): Promise<void>;
}

export interface JobHandler {
  /** 'done' when finished, 'stopped' when it gave up at a step boundary because the process is stopping. */
  run(ctx: JobContext): Promise<'done' | 'stopped'>;
  /** Called once when the job failed for good (after its last attempt). */
  failed?(job: ClaimedJob, error: unknown): Promise<void>;
}

export interface WorkerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface WorkerOptions {
  pollMs: number;
  leaseSeconds?: number;
  log: WorkerLog;
}

/**
 * Runs the jobs of the given queues one at a time in this process. Several processes (or several
 * workers) on one database share the queue; see queue.ts for the guarantees.
 */
export class JobWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private stopping = false;
  private abort = new AbortController();
  private loopDone: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly leaseSeconds: number;
  private readonly onEnqueued = (queue: string) => {
    if (queue in this.handlers) this.wake?.();
  };

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly opts: WorkerOptions,
  ) {
    this.leaseSeconds = opts.leaseSeconds ?? 60;
  }

  start(): void {
    if (this.loopDone) return;
    jobEvents.on('enqueued', this.onEnqueued);
    this.loopDone = this.loop();
  }

  /** Stops after the current step of the current job; that job is released for another worker. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.abort.abort();
    jobEvents.off('enqueued', this.onEnqueued);
    this.wake?.();
    await this.loopDone;
    this.loopDone = null;
  }

  /** Runs due jobs until none is left (tests and the benchmark use it to wait for the queue). */
  async drain(): Promise<void> {
    for (;;) {
      const job = await claim(this.db, Object.keys(this.handlers), this.id, this.leaseSeconds);
      if (!job) return;
      await this.run(job);
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let job: ClaimedJob | null = null;
      try {
        job = await claim(this.db, Object.keys(this.handlers), this.id, this.leaseSeconds);
      } catch (err) {
        if (!this.stopping) this.opts.log.warn({ err }, 'job queue: claim failed');
      }
      if (job) {
        await this.run(job);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.opts.pollMs);
        timer.unref?.();
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.queue];
    if (!handler) return;
    let completed = false;
    const ctx: JobContext = {
      job,
      signal: this.abort.signal,
      checkpoint: (tx, progress) => checkpoint(tx, job.id, this.id, progress, this.leaseSeconds),
      complete: async (tx) => {
        await complete(tx, job.id, this.id);
        completed = true;
      },
    };
    try {
      // A job that keeps killing its process comes back through expired leases: count those too.
      if (job.attempts > job.maxAttempts) throw new Error('too many attempts');
      const outcome = await handler.run(ctx);
      if (outcome === 'stopped') await release(this.db, job, this.id);
      else if (!completed) await complete(this.db, job.id, this.id);
      jobRuns.inc({ queue: job.queue, outcome });
    } catch (err) {
      if (err instanceof LeaseLostError) {
        this.opts.log.warn({ jobId: job.id }, err.message);
        return;
      }
      if (this.stopping) {
        // The database may be closing under us: the lease runs out and another process resumes the job.
        await release(this.db, job, this.id).catch(() => undefined);
        return;
      }
      this.opts.log.error({ err, jobId: job.id, queue: job.queue }, 'job failed');
      try {
        const final = await fail(this.db, job, this.id, err);
        jobRuns.inc({ queue: job.queue, outcome: final ? 'failed' : 'retry' });
        if (final) await handler.failed?.(job, err);
      } catch (e) {
        this.opts.log.error({ err: e, jobId: job.id }, 'job queue: could not record the failure');
      }
    }
  }
}
