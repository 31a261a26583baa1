import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { loggedInSession, resetSession, seedSession, testQueryClient } from '@portal/shared/testing';
import { answerRequests, ok } from '../test/network';
import { myInterestsQuery, useShowInterest } from './health-packages.api';

beforeEach(() => {
  resetSession();
  seedSession(loggedInSession());
});

test("an interest shown asks the patient's interests again before it settles; a refused one does not", async () => {
  let refuse = true;
  answerRequests((url) => (url.pathname.endsWith('/user/offerinterest') ? (refuse ? { status: 500, body: { message: { status: 'Error', message: 'down' }, data: null } } : ok(true)) : undefined));
  const client = testQueryClient();
  client.setQueryData(myInterestsQuery().queryKey, []);
  client.setQueryData(['offer-interests', 'other'], []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useShowInterest(7), { wrapper });
  const invalidated = () => client.getQueryState(myInterestsQuery().queryKey)?.isInvalidated;

  result.current.mutate();
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(invalidated()).toBe(false);
  refuse = false;
  result.current.mutate();
  await waitFor(() => expect(result.current.data).toBe('created'));
  expect(invalidated()).toBe(true);
  expect(client.getQueryState(['offer-interests', 'other'])?.isInvalidated).toBe(false);
});
