import { membersApi, type Member } from 'shared-ui';
import { useLoad, type LoadState } from 'shared-ui';

/** Every member of the lab, current and alumni (GET /api/members). */
export function useMembers(): LoadState<Member[]> {
  return useLoad(membersApi.list);
}
