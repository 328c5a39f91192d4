import { useCallback } from 'react';
import { teamsApi, type Member } from 'shared-ui';
import { useLoad } from 'shared-ui';

/**
 * A project's alumni or active members (GET /api/teams). Spec section 8: a failed fetch is only
 * logged, and the list shows as empty.
 */
export function useTeamMembers(project: string, isAlumni: boolean) {
  return useLoad(
    useCallback(async (): Promise<Member[]> => {
      try {
        return await teamsApi.list({ project, isAlumni });
      } catch (error) {
        console.error(`Could not load the ${isAlumni ? 'alumni' : 'active members'} of ${project}`, error);
        return [];
      }
    }, [project, isAlumni]),
  );
}
