import { waitFor } from '@testing-library/react';
import { loggedInSession, ok, resetSession, seedSession, setupFakeApi } from '@portal/shared/testing';
import { clientWith, invalidated, renderDataHook } from '../test/query-client';
import { manageUserKeys, useChangeUserStatus } from './manage-user.api';

const api = setupFakeApi();
beforeEach(() => {
  resetSession();
  seedSession(loggedInSession({ roleId: 3 }));
});

const SEARCH = { callingCode: '971', mobile: '501234567' };
const OTHER = { callingCode: '971', mobile: '509999999' };

test("a counter reset asks that search again, not another number's nor the administrators", async () => {
  api.answer((c) => (c.path.endsWith('/user/resetlogincounter') ? ok(null) : undefined));
  const client = clientWith(manageUserKeys.search(SEARCH), manageUserKeys.search(OTHER), manageUserKeys.admins);
  const { result } = renderDataHook(() => useChangeUserStatus(SEARCH), client);
  result.current.mutate({ userId: 1, change: { kind: 'loginCounter' } });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(invalidated(client, manageUserKeys.search(SEARCH))).toBe(true);
  expect(invalidated(client, manageUserKeys.search(OTHER))).toBe(false);
  expect(invalidated(client, manageUserKeys.admins)).toBe(false);
});

test('a role change asks the administrators list again too; a refused one asks nothing', async () => {
  let refuse = true;
  api.answer((c) => (c.path.endsWith('/user/updaterole') ? (refuse ? { status: 500, body: { message: { status: 'Error', message: 'down' }, data: null } } : ok(null)) : undefined));
  const client = clientWith(manageUserKeys.search(SEARCH), manageUserKeys.admins);
  const { result } = renderDataHook(() => useChangeUserStatus(SEARCH), client);
  result.current.mutate({ userId: 1, change: { kind: 'role', roleId: 2 } });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(invalidated(client, manageUserKeys.admins)).toBe(false);
  refuse = false;
  result.current.mutate({ userId: 1, change: { kind: 'role', roleId: 2 } });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(invalidated(client, manageUserKeys.search(SEARCH))).toBe(true);
  expect(invalidated(client, manageUserKeys.admins)).toBe(true);
});
