import { authRoutes, type Profile } from '@para/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi, upload } from '../../lib/api';
import { session } from '../../lib/session';

/** The signed-in user's profile; the key carries the token so a new login never reuses an old answer. */
export const profileQuery = (token: string) =>
  queryOptions({
    queryKey: ['profile', token],
    queryFn: ({ signal }) => callApi(authRoutes.getUserProfileData, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const MAX_PROFILE_PHOTO_BYTES = 2 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Why a chosen file cannot be a profile photo (a translation key), or null when it can. */
export function profilePhotoProblem(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'admin.profile.photoType';
  if (file.size > MAX_PROFILE_PHOTO_BYTES) return 'admin.profile.photoSize';
  return null;
}

/** The profile answer goes into the session, so the avatar and greeting change at once. */
const keepProfile = (profile: Profile) => session.set(profile);

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (body: { name: string; phone: string }) => callApi(authRoutes.updateProfile, { body }),
    onSuccess: keepProfile,
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      callApi(authRoutes.changePassword, { body }),
  });

function uploadPhoto(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(authRoutes.uploadProfilePhoto, form);
}

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto, onSuccess: keepProfile });
