import type { PasswordChangeInput, Profile, ProfileUpdateInput } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { sessionStore } from '../../lib/session-store.ts';

export const profileKeys = { own: ['profile'] as const };

export function useProfileQuery() {
  return useQuery({
    queryKey: profileKeys.own,
    queryFn: ({ signal }): Promise<Profile> => unwrap(api.GET('/api/profile', { signal })),
  });
}

/** Own names and phone; the app's header shows the new name at once. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput): Promise<Profile> => unwrap(api.PUT('/api/profile', { body })),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own, profile);
      sessionStore.updateUser({
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone,
      });
    },
  });
}

/** A new password, given the current one; the person's other sessions end. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: PasswordChangeInput) => unwrap(api.PUT('/api/profile/password', { body })),
  });
}
