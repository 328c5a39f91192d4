import { useCallback } from 'react';
import { profileApi } from 'shared-ui';
import { useLoad } from 'shared-ui';

/** A user's profile (GET /api/users/updateUser/{username}). */
export function useProfile(username: string) {
  return useLoad(useCallback(() => profileApi.get(username), [username]));
}
