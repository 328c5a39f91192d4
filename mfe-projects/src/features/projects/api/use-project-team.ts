import { useCallback } from 'react';
import { mapKnown, membersApi, membersOfProject, sortMembers, useLoad, type Member } from 'shared-ui';

export interface ProjectTeam {
  active: Member[];
  alumni: Member[];
}

/** A project's members (any case of its name) in team order, active members apart from alumni. */
export function splitTeam(members: Member[], project: string): ProjectTeam {
  const team = sortMembers(membersOfProject(members, project), project);
  return { active: team.filter((member) => !member.isAlumni), alumni: team.filter((member) => member.isAlumni) };
}

/** Settled at once on a page the server drew with the members list, as the server drew it. */
function loadTeam(project: string) {
  const team = mapKnown(membersApi.list(), (members) => splitTeam(members, project));
  // Logged for whoever looks into it (spec section 8); the page says what the visitor can do.
  team.catch((error: unknown) => console.error(`Could not load the team of ${project}`, error));
  return team;
}

/** The team of `project`, from the public members list (GET /api/members). */
export function useProjectTeam(project: string) {
  return useLoad(useCallback(() => loadTeam(project), [project]));
}
