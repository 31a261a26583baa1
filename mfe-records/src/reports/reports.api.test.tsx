import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { loggedInSession, ok, resetSession, seedSession, setupFakeApi, testQueryClient } from '@portal/shared/testing';
import { reportKeys, useReportCode } from './reports.api';

const api = setupFakeApi();
beforeEach(() => {
  resetSession();
  seedSession(loggedInSession());
});

const MEMBER = { name: 'Sara', callingCode: '971', mobile: '501234567' };

test("a member's code sent asks nothing again; her code checked asks every report list again; a wrong code does not", async () => {
  let right = false;
  api.answer((c) =>
    c.path.endsWith('/user/sendotptofamily') ? ok(null) : c.path.endsWith('/user/verifyuser') ? (right ? ok(null) : { status: 400, body: { message: { status: 'Error', message: 'Invalid OTP' }, data: null } }) : undefined,
  );
  const client = testQueryClient();
  const list = reportKeys.list({ familyMemberId: 2, startDate: '2026-01-01', endDate: '2026-03-31' }, 'en');
  client.setQueryData(list, { status: 'Success', orders: [], tests: [] });
  client.setQueryData(['results', 'list', 2, 'en'], {});
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useReportCode(), { wrapper });
  const invalidated = () => client.getQueryState(list)?.isInvalidated;

  result.current.send.mutate(MEMBER);
  await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
  result.current.verify.mutate({ member: MEMBER, otp: '000000' });
  await waitFor(() => expect(result.current.verify.isError).toBe(true));
  expect(invalidated()).toBe(false);
  right = true;
  result.current.verify.mutate({ member: MEMBER, otp: '123456' });
  await waitFor(() => expect(result.current.verify.isSuccess).toBe(true));
  expect(invalidated()).toBe(true);
  expect(client.getQueryState(['results', 'list', 2, 'en'])?.isInvalidated).toBe(false);
});
