import { sql } from 'kysely';
import { audit } from '../src/modules/audit/audit.js';
import { preparedQuery, preparedStatementName, type NamedValue } from '../src/db/prepared.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [subject, action] of [[21, 'read'], [21, 'update'], [22, 'read'], [22, 'read']] as const) {
    await audit(t.handle.db, { actorUserId: 1, subjectUserId: subject, action, resource: 'appointment', outcome: 'success' });
  }
});
afterAll(async () => { await t.close(); });

// A named value (the subject) beside a value written into the query (the action), which every call keeps.
const readsOf = preparedQuery((db, value: NamedValue<{ subject: number }>) =>
  db.selectFrom('audit_log').select(['subject_user_id', 'action']).where('subject_user_id', '=', value('subject')).where('action', '=', 'read').orderBy('id'),
);

test('a prepared query runs with each call\'s values and keeps the values written into it', async () => {
  expect(await readsOf(t.handle.db, { subject: 21 })).toEqual([{ subject_user_id: 21, action: 'read' }]);
  expect(await readsOf(t.handle.db, { subject: 22 })).toEqual([{ subject_user_id: 22, action: 'read' }, { subject_user_id: 22, action: 'read' }]);
  expect(await readsOf(t.handle.db, { subject: 23 })).toEqual([]);
});

test('a query that takes none of its named values is refused', async () => {
  const none = preparedQuery((db, _value: NamedValue<{ subject: number }>) => db.selectFrom('audit_log').select('id').where('action', '=', 'read'));
  await expect(none(t.handle.db, { subject: 1 })).rejects.toThrow(/none of its named values/);
});

(process.env.PORTAL_TEST_DATABASE_URL ? test : test.skip)('on PostgreSQL a prepared query is a named statement of the connection, other SQL is not', async () => {
  const prepared = await t.handle.db.connection().execute(async (conn) => {
    await readsOf(conn, { subject: 21 });
    await sql`select 1`.execute(conn);
    return (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn)).rows;
  });
  const name = prepared.find((p) => p.statement.includes('"audit_log"'))?.name;
  expect(name).toMatch(/^portal_prepared_\d+$/);
  expect(prepared.map((p) => p.statement)).not.toContain('select 1');
  expect(name).toBe(preparedStatementName(prepared.find((p) => p.name === name)!.statement));
});
