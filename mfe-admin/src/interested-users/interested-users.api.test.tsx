import { waitFor } from '@testing-library/react';
import { loggedInSession, ok, resetSession, seedSession, setupFakeApi } from '@portal/shared/testing';
import { clientWith, invalidated, renderDataHook } from '../test/query-client';
import { interestKeys, useChangeInterestStatus } from './interested-users.api';

const api = setupFakeApi();
beforeEach(() => {
  resetSession();
  seedSession(loggedInSession({ roleId: 3 }));
});

test("a lead's new status shows on its page at once and asks its activity again, not another lead's", async () => {
  const saved = { offerInterestId: 5, status: 'Contacted', firstName: 'Amal', lastName: 'Saeed' };
  api.answer((c) => (c.path.endsWith('/user/updateofferintereststatus') ? ok(saved) : undefined));
  const client = clientWith(interestKeys.activity(5), interestKeys.activity(6));
  const page = [...interestKeys.users(1), 0, 'en'];
  client.setQueryData(page, { users: [{ offerInterestId: 5, status: 'New' }, { offerInterestId: 6, status: 'New' }], total: 2 });
  const { result } = renderDataHook(() => useChangeInterestStatus(), client);
  result.current.mutate({ offerInterestId: 5, status: 'Contacted' as never, comment: 'Called' });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(client.getQueryData<{ users: { status: string }[] }>(page)?.users.map((u) => u.status)).toEqual(['Contacted', 'New']);
  expect(invalidated(client, interestKeys.activity(5))).toBe(true);
  expect(invalidated(client, interestKeys.activity(6))).toBe(false);
});
