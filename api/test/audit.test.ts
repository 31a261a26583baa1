import { audit } from '../src/modules/audit/audit.js';
import { auditTrail } from '../src/modules/audit/repository.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

test('entries are appended and read back newest first', async () => {
  await audit(t.handle.db, { actorUserId: 1, subjectUserId: 7, action: 'read', resource: 'lab-report', resourceId: 'LAB-1', ip: '10.0.0.1', outcome: 'success' });
  await audit(t.handle.db, { actorUserId: 1, subjectUserId: 7, familyMemberId: 3, action: 'read', resource: 'medication', outcome: 'denied' });
  const trail = await auditTrail(t.handle.db, 7);
  expect(trail.map((e) => [e.resource, e.outcome, e.family_member_id])).toEqual([['medication', 'denied', 3], ['lab-report', 'success', null]]);
  expect(trail[1]).toMatchObject({ actor_user_id: 1, resource_id: 'LAB-1', ip: '10.0.0.1' });
  expect(trail[1]!.at).toBeInstanceOf(Date);
});

test('the database refuses to change or delete an entry', async () => {
  await audit(t.handle.db, { actorUserId: 2, subjectUserId: 8, action: 'update', resource: 'profile', outcome: 'success' });
  await expect(t.handle.db.updateTable('audit_log').set({ outcome: 'failed' }).where('subject_user_id', '=', 8).execute()).rejects.toThrow(/append-only/);
  await expect(t.handle.db.deleteFrom('audit_log').where('subject_user_id', '=', 8).execute()).rejects.toThrow(/append-only/);
  expect((await auditTrail(t.handle.db, 8))[0]!.outcome).toBe('success');
});

test('an entry written in a rolled-back transaction is gone with the change it described', async () => {
  await expect(
    t.handle.db.transaction().execute(async (tx) => {
      await audit(tx, { actorUserId: 3, subjectUserId: 9, action: 'delete', resource: 'document', outcome: 'success' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await auditTrail(t.handle.db, 9)).toEqual([]);
});

test('entries written at the same time go in one insert, each in order, each settled after its commit', async () => {
  const actions = ['a1', 'a2', 'a3', 'a4', 'a5'];
  await Promise.all(actions.map((action) => audit(t.handle.db, { actorUserId: 4, subjectUserId: 10, action, resource: 'appointment', outcome: 'success' })));
  const trail = (await auditTrail(t.handle.db, 10)).reverse();
  expect(trail.map((e) => e.action)).toEqual(actions);
  // The first found the writer idle and went alone; the four that came meanwhile were one INSERT (one transaction time).
  expect(new Set(trail.slice(1).map((e) => e.at.getTime())).size).toBe(1);
});

test('an entry the database refuses fails its own caller only, not the others written with it', async () => {
  const entry = (action: string, familyMemberId?: number) => audit(t.handle.db, { actorUserId: 5, subjectUserId: 11, familyMemberId, action, resource: 'appointment', outcome: 'success' });
  const results = await Promise.allSettled([entry('b1'), entry('b2'), entry('b3', 2 ** 40), entry('b4')]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  expect((await auditTrail(t.handle.db, 11)).map((e) => e.action).sort()).toEqual(['b1', 'b2', 'b4']);
});
