import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiUpload } from '@portal/shared/api';
import type { ImageContent, ProfileBody, ProfileData, ProfileImageData } from '@portal/shared/contracts';

/** The profile page's data (GET user/profile). */
export type Profile = ProfileData;

export const getProfile = async () => (await apiGet<Profile>('user/profile')).data;

export const profileKeys = { all: ['profile'] as const };
/** The caller's profile; a save invalidates it. */
export const profileQuery = () => queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });
export const saveProfile = (body: ProfileBody) => apiPost<null>('user/saveprofile', body);
export const changePassword = (oldPassword: string, newPassword: string) => apiPost<unknown>('auth/changepassword', { oldPassword, newPassword });
export const deleteAccount = () => apiPost<null>('auth/deleteaccount');

export async function uploadProfileImage(image: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', image, fileName);
  return apiUpload<ProfileImageData>('user/uploadprofileimage', form);
}
export const removeProfileImage = () => apiDelete<null>('user/removeprofileimage');
/** The caller's image as a data URL, or null. */
export async function getProfileImage(): Promise<string | null> {
  const res = await apiGet<ImageContent | null>('user/profileimage');
  return res.data ? `data:${res.data.contentType};base64,${res.data.base64}` : null;
}

/** The caller's image (a data URL, or null when there is none); an upload or a removal sets it. */
export const profileImageQuery = () => queryOptions({ queryKey: ['profile-image'] as const, queryFn: getProfileImage });
