import { useCallback } from 'react';
import { membersApi, membersOfProject, sortMembers, type Member } from 'shared-ui';
import { useLoad } from 'shared-ui';

export interface ProjectTeam {
  active: Member[];
  alumni: Member[];
}

/** A project's members in team order, active members apart from alumni. */
export function splitTeam(members: Member[], project: string): ProjectTeam {
  const team = sortMembers(membersOfProject(members, project), project);
  return { active: team.filter((member) => !member.isAlumni), alumni: team.filter((member) => member.isAlumni) };
}

/** The team of `project`, from the public members list (GET /api/members). */
export function useProjectTeam(project: string) {
  return useLoad(useCallback(async () => splitTeam(await membersApi.list(), project), [project]));
}
