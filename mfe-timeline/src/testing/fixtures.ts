import type { Snapshot } from '../features/timeline/api/snapshots';

/** A timeline entry as the API returns one. */
export function snapshot(id: string, overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    _id: id,
    author: 'ada.l',
    title: `Entry ${id}`,
    project: 'NOVA',
    date: '2025-03-05T12:00:00.000Z',
    descriptions: [`What happened in ${id}.`],
    hyperlinks: [],
    contributors: [],
    categories: ['Meetings'],
    updatedTime: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}
