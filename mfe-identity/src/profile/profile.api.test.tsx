import { useQuery } from '@tanstack/react-query';
import { act, loggedInSession, resetSession, seedSession, waitFor } from '@portal/shared/testing';
import { sessionStore } from '@portal/shared/session';
import { answerRequests, ok } from '../test/network';
import { renderHooks } from '../test/hooks';
import { profileImageQuery, profileQuery, useRemoveProfileImage, useSaveProfile, useUploadProfileImage } from './profile.api';

beforeEach(() => {
  resetSession();
  seedSession(loggedInSession());
});

const BODY = { firstName: 'Mariam', lastName: 'Haddad', email: 'mariam@example.org', mobile: '501234567', callingCode: '971', dateOfBirth: '01/01/1990', genderId: 2, countryId: 784, documentTypeId: 4, documentId: 'N1234567' };

test('a saved profile is asked again, and the session takes the new names', async () => {
  let firstName = 'Old';
  const net = answerRequests((url, body) => {
    if (url.pathname.endsWith('/user/profile')) return ok({ ...BODY, firstName });
    if (url.pathname.endsWith('/user/saveprofile')) {
      firstName = (body as typeof BODY).firstName;
      return ok(null, 'Profile updated');
    }
    return undefined;
  });
  const { result } = renderHooks(() => ({ profile: useQuery(profileQuery()), save: useSaveProfile() }));
  await waitFor(() => expect(result.current.profile.data?.firstName).toBe('Old'));
  await act(() => result.current.save.mutateAsync(BODY));
  await waitFor(() => expect(result.current.profile.data?.firstName).toBe('Mariam'));
  expect(net.calls.filter((c) => c.path.endsWith('/user/profile'))).toHaveLength(2);
  expect(sessionStore.getState().user).toMatchObject({ firstName: 'Mariam', lastName: 'Haddad', email: 'mariam@example.org' });
});

test('an uploaded image shows at once without asking for it again; a removed one is gone', async () => {
  const net = answerRequests((url) => {
    if (url.pathname.endsWith('/user/profileimage')) return ok(null);
    if (url.pathname.endsWith('/user/uploadprofileimage')) return ok({ profileImgUrl: 'images/1', profileImgFileName: 'me.png' });
    if (url.pathname.endsWith('/user/removeprofileimage')) return ok(null);
    return undefined;
  });
  const square = new Blob(['png'], { type: 'image/png' });
  const { result } = renderHooks(() => ({ image: useQuery(profileImageQuery()), upload: useUploadProfileImage(async () => square), remove: useRemoveProfileImage() }));
  await waitFor(() => expect(result.current.image.isSuccess).toBe(true));
  expect(result.current.image.data).toBeNull();

  await act(() => result.current.upload.mutateAsync(new File(['big'], 'me.png', { type: 'image/png' })));
  await waitFor(() => expect(result.current.image.data).toBe('data:image/png;base64,cG5n'));
  expect(sessionStore.getState().user).toMatchObject({ profileImgUrl: 'images/1', profileImgFileName: 'me.png' });

  await act(() => result.current.remove.mutateAsync());
  await waitFor(() => expect(result.current.image.data).toBeNull());
  expect(sessionStore.getState().user).toMatchObject({ profileImgUrl: null, profileImgFileName: null });
  expect(net.calls.filter((c) => c.path.endsWith('/user/profileimage'))).toHaveLength(1);
});
