import { MANAGEMENT, membersOfProject, sortMembers, type Member } from 'shared-ui';
import { MANAGEMENT_POSITIONS } from '../../../config/positions';

const MANAGEMENT_ROLES: ReadonlySet<string> = new Set(MANAGEMENT_POSITIONS.map((position) => position.toLowerCase()));

/**
 * The members of a team. Management is the lab-wide roles' pseudo-project, and its tab lists the
 * six management positions of spec section 2, so another position filed under it is left out.
 */
function membersOfTeam(members: Member[], project: string): Member[] {
  if (project.toLowerCase() !== MANAGEMENT.toLowerCase()) return membersOfProject(members, project);
  return members.filter((member) =>
    member.positions.some(
      (held) => held.project.toLowerCase() === MANAGEMENT.toLowerCase() && MANAGEMENT_ROLES.has(held.position.trim().toLowerCase()),
    ),
  );
}

/** A team's members in team order, split into current members and alumni. */
export function teamMembers(members: Member[], project: string): { current: Member[]; alumni: Member[] } {
  const team = sortMembers(membersOfTeam(members, project), project);
  return { current: team.filter((member) => !member.isAlumni), alumni: team.filter((member) => member.isAlumni) };
}
