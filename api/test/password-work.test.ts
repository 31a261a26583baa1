import { AppError } from '../src/http/envelope.js';
import { PASSWORD_WORK_BUSY, PasswordWork, hashPassword } from '../src/modules/user/password.js';

/** The per-process bound on argon2 work: a flood waits in a short queue or is refused at once, never piles up. */
const refusal = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a refusal');
};

test('at most `concurrency` verifications run and `queue` wait; the next is refused with 503 and when to retry', async () => {
  const work = new PasswordWork(1, 2, 3);
  const stored = await hashPassword('Portal@2026');
  const running = [work.verify('198.51.100.1', stored, 'x'), work.verify('198.51.100.2', stored, 'x'), work.verify('198.51.100.3', stored, 'Portal@2026')];
  const busy = refusal(() => work.admit('198.51.100.4'));
  expect(busy).toBeInstanceOf(AppError);
  expect(busy.httpStatus).toBe(503);
  expect(busy.message).toBe(PASSWORD_WORK_BUSY);
  expect((busy.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  await expect(work.verify('198.51.100.4', stored, 'x')).rejects.toMatchObject({ httpStatus: 503 });
  expect(await Promise.all(running)).toEqual([false, false, true]);
  expect(work.verifications).toBe(3);
  // Once the queue has drained, the next one is taken.
  expect(await work.verify('198.51.100.4', stored, 'Portal@2026')).toBe(true);
});

test('one address holds at most its share of the places; other addresses still get in', async () => {
  const work = new PasswordWork(1, 7, 2);
  const stored = await hashPassword('Portal@2026');
  const flood = [work.verify('203.0.113.5', stored, 'x'), work.verify('203.0.113.5', stored, 'x')];
  const shareUsed = refusal(() => work.admit('203.0.113.5'));
  expect(shareUsed.httpStatus).toBe(429);
  expect(() => work.admit('198.51.100.9')).not.toThrow();
  expect(await work.verify('198.51.100.9', stored, 'Portal@2026')).toBe(true);
  await Promise.all(flood);
  expect(() => work.admit('203.0.113.5')).not.toThrow();
});
