/**
 * @jest-environment node
 */
import { firstRequest, replyWith } from 'shared-ui/testing';
import { entryApi, type SnapshotBody } from './entry';

const body: SnapshotBody = {
  title: 'T',
  project: 'NOVA',
  categories: ['Other'],
  descriptions: ['D'],
  hyperlinks: [],
  contributors: [],
  date: '2026-01-01T00:00:00.000Z',
};

it('reads one entry by its id, encoded', async () => {
  const fetch = replyWith(200, { data: { _id: 's/1' } });
  await expect(entryApi.get('s/1')).resolves.toEqual({ _id: 's/1' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/snapshots/s%2F1', method: 'GET', body: undefined });
});

it('adds an entry with the body of spec section 7, and answers it', async () => {
  const fetch = replyWith(200, { data: { _id: 's1' } });
  await expect(entryApi.create(body)).resolves.toEqual({ _id: 's1' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/snapshots', method: 'POST', body });
});

it('changes an entry with the whole body', async () => {
  const fetch = replyWith(200, { data: { _id: 's1' } });
  await expect(entryApi.update('s1', body)).resolves.toEqual({ _id: 's1' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/snapshots/s1', method: 'PUT', body });
});
