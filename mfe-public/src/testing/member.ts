import type { Member, Position } from 'shared-ui';

/** A member for tests: `name` is "First Last". */
export function member(name: string, positions: [position: string, project: string][], isAlumni = false): Member {
  const [firstname, lastname] = name.split(' ');
  const list: Position[] = positions.map(([position, project]) => ({ position, project }));
  return {
    _id: name.toLowerCase().replace(' ', '-'),
    username: name.toLowerCase().replace(' ', '.'),
    name: { firstname, lastname },
    blurb: '',
    isAlumni,
    profilePic: null,
    positions: list,
  };
}
