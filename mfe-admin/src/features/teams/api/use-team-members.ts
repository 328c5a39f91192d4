import { useCallback, useEffect, useRef } from 'react';
import { sortMembers, useLoad, type Member } from 'shared-ui';
import { teamsApi } from './teams';
import { useTeamSaves } from '../hooks/team-saves';

/**
 * A project's alumni or active members (GET /api/teams), in team order (decisions.md: position
 * rank in the project, then last name, then first name; the server sorts by name only). Spec
 * section 8: a failed fetch is only logged, and the list shows as empty. Fetched again after a
 * save in any card of the page, keeping the rows shown until the answer comes.
 */
export function useTeamMembers(project: string, isAlumni: boolean) {
  const members = useLoad(
    useCallback(async (): Promise<Member[]> => {
      try {
        return sortMembers(await teamsApi.list({ project, isAlumni }), project);
      } catch (error) {
        console.error(`Could not load the ${isAlumni ? 'alumni' : 'active members'} of ${project}`, error);
        return [];
      }
    }, [project, isAlumni]),
  );
  const { count } = useTeamSaves();
  const loadedAtCount = useRef(count);
  const { reload } = members;
  useEffect(() => {
    // The first load is useLoad's own; only a later save fetches again.
    if (loadedAtCount.current === count) return;
    loadedAtCount.current = count;
    reload();
  }, [count, reload]);
  return members;
}
