import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../../http/envelope.js';

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). @node-rs/argon2 is an N-API addon,
 * so the same binary runs on any Node version; hashing runs on libuv's thread pool, off the event loop.
 */
const OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The server's text when this process has no room for more password work (its Arabic: http/server-texts.ts). */
export const PASSWORD_WORK_BUSY = 'The sign-in service is busy. Please try again in a few seconds.';

let dummyHash: Promise<string> | undefined;

/**
 * The argon2 work of one process, bounded: at most `concurrency` hashes or verifications run at once and
 * at most `queue` more wait; beyond that a request is refused at once (503 with Retry-After) instead of
 * joining a queue that only grows, and one client address may hold at most `perAddress` of those places
 * (429), so a flood from one address leaves room for everyone else's sign-ins. A flood therefore costs at
 * most `concurrency` cores of password work, whatever its size. Per process by nature (it bounds this
 * process's CPU); the limits that must hold across processes live in the database.
 *
 * Call `admit` before any other work of a request that will need a password check, so that a refused
 * request costs neither database round trips nor hashing.
 */
export class PasswordWork {
  private readonly limit: LimitFunction;
  private readonly holding = new Map<string, number>();
  /** Mean duration of one operation (ms), to tell a refused client when to come back. */
  private meanMs = 60;
  /** Verifications run by this process (tests count them rather than timing them). */
  verifications = 0;
  hashes = 0;

  constructor(
    readonly concurrency: number,
    readonly queue: number,
    readonly perAddress: number = Math.max(1, Math.floor((concurrency + queue) / 4)),
  ) {
    this.limit = pLimit(concurrency);
  }

  /**
   * `admit`, but a refusal is answered late: held up to its Retry-After (at most `HOLD_MAX_MS`) before it is
   * thrown, so a client that floods over its share slows down to the pace it is told instead of turning the
   * refusals themselves into work (a held refusal costs a timer; at most `HOLD_MAX_HELD` are held at once, beyond
   * that they are answered at once).
   */
  async gate(address?: string | null): Promise<void> {
    try {
      this.admit(address);
    } catch (err) {
      await holdRefusal(err);
      throw err;
    }
  }

  /** Throws 503 (this process is full) or 429 (this address holds its share) with Retry-After; no effect otherwise. */
  admit(address?: string | null): void {
    const waiting = this.limit.activeCount + this.limit.pendingCount;
    if (waiting >= this.concurrency + this.queue) throw this.refusal(503, waiting);
    if (address && (this.holding.get(address) ?? 0) >= this.perAddress) throw this.refusal(429, waiting);
  }

  /** Verifies a password; with no stored hash, one verification of the same cost against a dummy (see below). */
  verify(address: string | null | undefined, storedHash: string | null | undefined, password: string): Promise<boolean> {
    return this.run(address, async () => {
      this.verifications += 1;
      return verifyPassword(storedHash, password);
    });
  }

  hash(address: string | null | undefined, password: string): Promise<string> {
    return this.run(address, async () => {
      this.hashes += 1;
      return hashPassword(password);
    });
  }

  private async run<T>(address: string | null | undefined, fn: () => Promise<T>): Promise<T> {
    this.admit(address);
    const key = address ?? '';
    this.holding.set(key, (this.holding.get(key) ?? 0) + 1);
    try {
      return await this.limit(async () => {
        const started = performance.now();
        try {
          return await fn();
        } finally {
          this.meanMs = this.meanMs * 0.8 + (performance.now() - started) * 0.2;
        }
      });
    } finally {
      const left = (this.holding.get(key) ?? 1) - 1;
      if (left > 0) this.holding.set(key, left);
      else this.holding.delete(key);
    }
  }

  private refusal(httpStatus: 429 | 503, waiting: number): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil(((waiting + 1) * this.meanMs) / this.concurrency / 1000));
    return new AppError(httpStatus, PASSWORD_WORK_BUSY, 'Invalid', { retryAfterSeconds });
  }
}

export const HOLD_MAX_MS = 2000;
export const HOLD_MAX_HELD = 1024;
let held = 0;

/** Waits before a refusal with a Retry-After is answered (see `PasswordWork.gate`); at once when many are held. */
export async function holdRefusal(err: unknown): Promise<void> {
  const retry = ((err as AppError | undefined)?.data as { retryAfterSeconds?: number } | null | undefined)?.retryAfterSeconds;
  if (typeof retry !== 'number' || held >= HOLD_MAX_HELD) return;
  held += 1;
  try {
    await new Promise((r) => setTimeout(r, Math.min(retry * 1000, HOLD_MAX_MS)));
  } finally {
    held -= 1;
  }
}

/**
 * The process's password work. Concurrency `PORTAL_PASSWORD_CONCURRENCY` (default: half the cores, at
 * least one), queue `PORTAL_PASSWORD_QUEUE` (default 8 per running slot); both read once.
 */
let shared: PasswordWork | undefined;
export function passwordWork(env: NodeJS.ProcessEnv = process.env): PasswordWork {
  if (!shared) {
    const concurrency = positive(env['PORTAL_PASSWORD_CONCURRENCY']) ?? Math.max(1, Math.floor(os.availableParallelism() / 2));
    shared = new PasswordWork(concurrency, positive(env['PORTAL_PASSWORD_QUEUE']) ?? concurrency * 8);
  }
  return shared;
}

function positive(v: string | undefined): number | undefined {
  const n = Number(v);
  return v !== undefined && Number.isInteger(n) && n >= 1 && n <= 1000 ? n : undefined;
}

/** One argon2id hash, unbounded: for seeds and scripts. Requests go through `passwordWork().hash`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Verifies a password against a stored hash. With no hash (unknown number, identity-provider account) it
 * still runs one full verification against a dummy hash of the same cost, so the answer takes as long as
 * for a registered number and the timing does not reveal who is registered. Unbounded: requests go
 * through `passwordWork().verify`.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error the caller could probe.
    return false;
  }
}
