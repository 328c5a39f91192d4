import { resource } from '../../../testing/fixtures';
import { sortResources } from './sort-resources';

const resources = [
  resource('middle', { createdAt: '2024-06-01T00:00:00.000Z' }),
  resource('oldest', { createdAt: '2023-01-01T00:00:00.000Z' }),
  resource('newest', { createdAt: '2025-02-01T00:00:00.000Z' }),
];
const ids = (list: { _id: string }[]) => list.map((item) => item._id);

describe('sortResources', () => {
  it('puts the newest first for New to Old', () => {
    expect(ids(sortResources(resources, 'newest'))).toEqual(['newest', 'middle', 'oldest']);
  });

  it('puts the oldest first for Old to New', () => {
    expect(ids(sortResources(resources, 'oldest'))).toEqual(['oldest', 'middle', 'newest']);
  });

  it('leaves the given list as it was', () => {
    sortResources(resources, 'newest');
    expect(ids(resources)).toEqual(['middle', 'oldest', 'newest']);
  });
});
