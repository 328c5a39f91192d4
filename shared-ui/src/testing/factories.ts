import type { Highlight, Member, Position } from '../api/types';

/** A member as GET /api/members and GET /api/teams return one: `name` is "First Last". */
export function member(id: string, name: string, positions: Position[], isAlumni = false): Member {
  const [firstname, lastname] = name.split(' ');
  return { _id: id, username: id, name: { firstname, lastname }, blurb: '', isAlumni, profilePic: null, positions };
}

/** A highlight as the API returns one, with an image; `overrides` replace its fields. */
export function highlight(id: string, overrides: Partial<Highlight> = {}): Highlight {
  return {
    _id: id,
    title: 'NOVA wins a grant',
    project: 'NOVA',
    date: '2025-03-05T12:00:00.000Z',
    description: 'A short summary.',
    image: `/api/highlights/${id}/image?v=abc`,
    author: 'Grace Liu',
    highlights: { paragraph1: 'First.', paragraph2: 'Second.', paragraph3: '', paragraph4: '' },
    updatedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/** A file of `bytes` bytes, as a file input or a drop would give it. */
export function file(name: string, bytes = 1024, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
