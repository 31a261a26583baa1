import { http, HttpResponse } from 'msw';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loggedInSession, resetSession, seedSession, testQueryClient } from '../testing';
import { API, envelope, setupNetwork } from '../testing/network';
import { sessionStore } from '@portal/shared/session';
import { useFamilyMembers } from './index';

let asked = 0;
let family = [{ familyMemberId: 7, firstName: 'Salma', lastName: 'Haddad', relation: 'Sister' }];
setupNetwork(
  http.get(`${API}/user/familymembers`, () => {
    asked++;
    return HttpResponse.json(envelope(family));
  }),
);
beforeEach(() => {
  asked = 0;
  resetSession();
});

test('the stored family at once, then the family as the API has it now, asked once for the page however many selectors read it', async () => {
  // A list this browser stored before the family changed elsewhere (another device added Salma).
  seedSession({ ...loggedInSession(), familyMemberList: [] });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const first = renderHook(() => useFamilyMembers(), { wrapper });
  const second = renderHook(() => useFamilyMembers(), { wrapper });
  expect(first.result.current).toEqual([]);
  await waitFor(() => expect(first.result.current?.map((m) => m.firstName)).toEqual(['Salma']));
  expect(second.result.current?.map((m) => m.firstName)).toEqual(['Salma']);
  expect(sessionStore.getState().familyMemberList?.map((m) => m.firstName)).toEqual(['Salma']);
  renderHook(() => useFamilyMembers(), { wrapper });
  expect(asked).toBe(1);
});

test('signed out, nothing is asked', async () => {
  family = [];
  const client = testQueryClient();
  const { result } = renderHook(() => useFamilyMembers(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
  await new Promise((r) => setTimeout(r, 20));
  expect(result.current).toBeNull();
  expect(asked).toBe(0);
});
