import { membersOfProject, sortMembers, type Member } from 'shared-ui';

/** A team's members in team order, split into current members and alumni. */
export function teamMembers(members: Member[], project: string): { current: Member[]; alumni: Member[] } {
  const team = sortMembers(membersOfProject(members, project), project);
  return { current: team.filter((member) => !member.isAlumni), alumni: team.filter((member) => member.isAlumni) };
}
