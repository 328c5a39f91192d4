import type { Profile } from 'shared-ui';
import type { Resource } from '../features/resources/api/resources';
import type { ResourceAttachment } from '../features/resources/api/attachments';

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

/** A file of a resource as the attachments API returns one. */
export function attachment(resourceId: string, id: string, overrides: Partial<ResourceAttachment> = {}): ResourceAttachment {
  return {
    _id: id,
    resourceId,
    fileName: `${id}.pdf`,
    mimeType: 'application/pdf',
    size: 2048,
    createdAt: '2025-03-06T12:00:00.000Z',
    url: `/api/resources/${resourceId}/attachments/${id}`,
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
