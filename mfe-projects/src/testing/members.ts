import type { Member, Position } from 'shared-ui';

/** A member as GET /api/members returns one. */
export function member(id: string, name: string, positions: Position[], isAlumni = false): Member {
  const [firstname, lastname] = name.split(' ');
  return { _id: id, username: id, name: { firstname, lastname }, blurb: '', isAlumni, profilePic: null, positions };
}
