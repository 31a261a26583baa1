import { useQuery } from '@tanstack/react-query';
import { act, loggedInSession, resetSession, seedSession, waitFor } from '@portal/shared/testing';
import { answerRequests, ok } from '../test/network';
import { renderHooks } from '../test/hooks';
import { documentsQuery, useRemoveDocument, useUploadDocument } from './documents.api';

const NONE = { front: null, back: null };
const answer = (passport: { fileName: string; fileUrl: string } | null) => ({ emiratesId: NONE, passport: { front: passport, back: null }, insurance: NONE, drivingLicence: NONE, labourCard: NONE });

beforeEach(() => {
  resetSession();
  seedSession(loggedInSession());
});

test("an upload and a removal each ask the member's documents again, and the list shows what is stored", async () => {
  let stored: { fileName: string; fileUrl: string } | null = null;
  const net = answerRequests((url) => {
    if (url.pathname.endsWith('/user/documents')) return ok(answer(stored));
    if (url.pathname.endsWith('/user/uploaddocument')) return ok((stored = { fileName: 'passport.pdf', fileUrl: 'u/1' }));
    if (url.pathname.endsWith('/user/removedocument')) return ok((stored = null));
    return undefined;
  });
  const { result } = renderHooks(() => ({ docs: useQuery(documentsQuery(7)), upload: useUploadDocument(7, 'passport', 'front'), remove: useRemoveDocument(7, 'passport', 'front') }));
  await waitFor(() => expect(result.current.docs.data?.passport.front).toBeNull());

  const file = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
  await act(() => result.current.upload.mutateAsync({ file, onProgress: () => undefined }));
  await waitFor(() => expect(result.current.docs.data?.passport.front?.fileName).toBe('passport.pdf'));
  expect(net.calls.find((c) => c.path.endsWith('/user/uploaddocument'))?.query.get('familyMemberId')).toBe('7');

  await act(() => result.current.remove.mutateAsync());
  await waitFor(() => expect(result.current.docs.data?.passport.front).toBeNull());
  expect(net.calls.find((c) => c.path.endsWith('/user/removedocument'))?.query.toString()).toBe('documentType=4&documentSide=1&familyMemberId=7');
  expect(net.calls.filter((c) => c.path.endsWith('/user/documents'))).toHaveLength(3);
});
