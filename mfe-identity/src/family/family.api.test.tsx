import { useQuery } from '@tanstack/react-query';
import { act, loggedInSession, resetSession, seedSession, waitFor } from '@portal/shared/testing';
import { sessionStore } from '@portal/shared/session';
import { answerRequests, ok } from '../test/network';
import { renderHooks } from '../test/hooks';
import { familyMembersQuery, useVerifyFamilyOtp } from './family.api';

beforeEach(() => {
  resetSession();
  seedSession(loggedInSession());
});

test("the member's valid code asks the family again before the dialog moves on; a wrong one does not", async () => {
  let family = [{ familyMemberId: 7, firstName: 'Noura' }];
  const net = answerRequests((url, body) => {
    if (url.pathname.endsWith('/user/familymembers')) return ok(family);
    if (url.pathname.endsWith('/user/verify')) {
      const valid = (body as { otp: string }).otp === '123456';
      if (valid) family = [...family, { familyMemberId: 8, firstName: 'Yousef' }];
      return ok({ validOtp: valid });
    }
    return undefined;
  });
  const listWhenVerified: (number[] | undefined)[] = [];
  const { result } = renderHooks(() => ({
    family: useQuery(familyMembersQuery()).data,
    verify: useVerifyFamilyOtp('ref-1', { onSuccess: () => void listWhenVerified.push(sessionStore.getState().familyMemberList?.map((m) => m.familyMemberId)) }),
  }));
  await waitFor(() => expect(result.current.family?.map((m) => m.familyMemberId)).toEqual([7]));
  const familyCalls = () => net.calls.filter((c) => c.path.endsWith('/user/familymembers')).length;

  await act(() => result.current.verify.mutateAsync('000000'));
  expect(familyCalls()).toBe(1);

  await act(() => result.current.verify.mutateAsync('123456'));
  expect(familyCalls()).toBe(2);
  expect(listWhenVerified).toEqual([[7], [7, 8]]);
  expect(net.calls.filter((c) => c.path.endsWith('/user/verify')).map((c) => c.body)).toEqual([{ otp: '000000', referenceId: 'ref-1' }, { otp: '123456', referenceId: 'ref-1' }]);
});
