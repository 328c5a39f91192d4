import type { Member } from '../api/types';
import { POSITION_RANK } from '../config/positions';

/** Rank of a position name; unknown positions sort after every known one. */
export function positionRank(position: string): number {
  const index = (POSITION_RANK as readonly string[]).indexOf(position.trim().toLowerCase());
  return index === -1 ? POSITION_RANK.length : index;
}

/** A member's best rank, among their positions in `project` when given (any case). */
export function memberRank(member: Member, project?: string): number {
  const wanted = project?.toLowerCase();
  const positions = member.positions.filter((p) => !wanted || p.project.toLowerCase() === wanted);
  return Math.min(...positions.map((p) => positionRank(p.position)), POSITION_RANK.length);
}

/** Team order: position rank, then last name, then first name. */
export function sortMembers(members: Member[], project?: string): Member[] {
  const byName = (a: Member, b: Member) =>
    a.name.lastname.localeCompare(b.name.lastname) || a.name.firstname.localeCompare(b.name.firstname);
  return [...members].sort((a, b) => memberRank(a, project) - memberRank(b, project) || byName(a, b));
}

/** Members with a position in `project`, compared case-insensitively. */
export function membersOfProject(members: Member[], project: string): Member[] {
  const wanted = project.toLowerCase();
  return members.filter((member) => member.positions.some((p) => p.project.toLowerCase() === wanted));
}
