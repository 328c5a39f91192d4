import { useCallback } from 'react';
import { mapKnown, profileApi, useLoad } from 'shared-ui';
import { teamProjects } from '../utils/team-projects';

/**
 * The projects whose team cards `username` sees, from their profile's positions: settled at once
 * when the page was drawn with that profile (the route's `:me` read).
 */
export function useTeamProjects(username: string) {
  return useLoad(useCallback(() => mapKnown(profileApi.get(username), (profile) => teamProjects(profile.positions)), [username]));
}
