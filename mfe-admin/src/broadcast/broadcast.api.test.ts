import { waitFor } from '@testing-library/react';
import { loggedInSession, ok, resetSession, seedSession, setupFakeApi } from '@portal/shared/testing';
import { clientWith, invalidated, renderDataHook } from '../test/query-client';
import { broadcastKeys, toInUrlPath, usePublishBroadcast } from './broadcast.api';

test('InURLPath is base64 of the URL’s UTF-8 text, non-Latin characters included', () => {
  const url = 'https://example.com/عروض?q=a b';
  expect(toInUrlPath(url)).toBe(Buffer.from(url, 'utf8').toString('base64'));
  expect(Buffer.from(toInUrlPath(url), 'base64').toString('utf8')).toBe(url);
});

const api = setupFakeApi();
beforeEach(() => {
  resetSession();
  seedSession(loggedInSession({ roleId: 3 }));
});

test('a published broadcast asks every page of the history again', async () => {
  api.answer((c) => (c.path.endsWith('/notification/broadcast') ? ok({ targetCount: 3 }) : undefined));
  const first = [...broadcastKeys.history, 0, '', 0];
  const second = [...broadcastKeys.history, 1, '', 0];
  const client = clientWith(first, second, ['broadcast', 'hospitals', 'en']);
  const { result } = renderDataHook(() => usePublishBroadcast(), client);
  result.current.mutate({ facilityId: 0, title: 'News', text: 'Open today', url: '', imageUrl: null, mobileList: null });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(invalidated(client, first)).toBe(true);
  expect(invalidated(client, second)).toBe(true);
  expect(invalidated(client, ['broadcast', 'hospitals', 'en'])).toBe(false);
});
