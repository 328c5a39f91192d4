import type { Profile, Resource } from 'shared-ui';

/** A resource as the API returns one. */
export function resource(id: string, overrides: Partial<Resource> = {}): Resource {
  return {
    _id: id,
    title: `Resource ${id}`,
    description: 'Slides of the workshop.',
    category: { main: 'Skills Workshops', sub: 'Coding' },
    author: 'Ada Lovelace',
    createdAt: '2025-03-05T12:00:00.000Z',
    resource_link: 'https://example.org/slides',
    ...overrides,
  };
}

export const PROFILE: Profile = {
  _id: 'u1',
  username: 'ada.l',
  name: { firstname: 'Ada', lastname: 'Lovelace' },
  email: 'ada@example.org',
  blurb: 'Studies attention.',
  isAlumni: false,
  profilePic: null,
  positions: [
    { position: 'Co-Pilot', project: 'NOVA' },
    { position: 'Volunteer', project: 'SHIVA' },
  ],
  permissions: ['default'],
};
