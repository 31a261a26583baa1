import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiUpload } from '@portal/shared/api';
import type { ApiEnvelope, ImageContent, ProfileBody, ProfileData, ProfileImageData } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import type { MutationConfig } from '../parts/mutation-config';

/** The profile page's data (GET user/profile). */
export type Profile = ProfileData;

export const getProfile = async () => (await apiGet<Profile>('user/profile')).data;

export const profileKeys = { all: ['profile'] as const, image: ['profile-image'] as const };
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
export const profileImageQuery = () => queryOptions({ queryKey: profileKeys.image, queryFn: getProfileImage });

/** Saving the personal details: the session's names follow, and the profile is asked again. */
export function useSaveProfile({ onSuccess, ...config }: MutationConfig<ApiEnvelope<null>, ProfileBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveProfile,
    onSuccess: (res, body, ...rest) => {
      useSession.getState().updateUser({ firstName: body.firstName, lastName: body.lastName, email: body.email, isDOBAvailable: true });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return onSuccess?.(res, body, ...rest);
    },
  });
}

/** Changing the password: a refusal (the current one is wrong) is an answer with its reason, not an error. */
export const useChangePassword = () => useMutation({ mutationFn: (v: { oldPassword: string; newPassword: string }) => changePassword(v.oldPassword, v.newPassword) });

/** Deleting the account (the server ends every session; the page then clears its own). */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/**
 * The profile image: an upload stores the file as `prepare` makes it (cropped square) and shows it at once (the image
 * query holds it as a data URL, with no second request); a removal empties it. The session's image fields follow.
 */
export function useUploadProfileImage(prepare: (file: File) => Promise<Blob>, { onSuccess, ...config }: MutationConfig<{ res: ApiEnvelope<ProfileImageData>; url: string }, File> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: async (file: File) => {
      const image = await prepare(file);
      const res = await uploadProfileImage(image, file.name);
      return { res, url: await dataUrlOf(image) };
    },
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(profileKeys.image, data.url);
      useSession.getState().updateUser({ profileImgUrl: data.res.data.profileImgUrl, profileImgFileName: data.res.data.profileImgFileName });
      return onSuccess?.(data, ...rest);
    },
  });
}

export function useRemoveProfileImage({ onSuccess, ...config }: MutationConfig<ApiEnvelope<null>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: removeProfileImage,
    onSuccess: (...args) => {
      queryClient.setQueryData(profileKeys.image, null);
      useSession.getState().updateUser({ profileImgUrl: null, profileImgFileName: null });
      return onSuccess?.(...args);
    },
  });
}

/** A blob as a data URL (the form the image query holds). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
