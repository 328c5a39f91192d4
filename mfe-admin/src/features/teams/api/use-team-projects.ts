import { useCallback } from 'react';
import { profileApi } from 'shared-ui';
import { useLoad } from 'shared-ui';
import { teamProjects } from '../utils/team-projects';

/** The projects whose team cards `username` sees, from their profile's positions. */
export function useTeamProjects(username: string) {
  return useLoad(useCallback(async () => teamProjects((await profileApi.get(username)).positions), [username]));
}
