/**
 * @jest-environment node
 */
import { firstRequest, replyWith } from 'shared-ui/testing';
import { snapshotsApi } from './snapshots';

it('lists every entry', async () => {
  const fetch = replyWith(200, { data: [] });
  await expect(snapshotsApi.list()).resolves.toEqual([]);
  expect(firstRequest(fetch)).toEqual({ url: '/api/snapshots', method: 'GET', body: undefined });
});

it('reads the lists the filters offer', async () => {
  const filters = { author: ['ada.l'], project: ['NOVA'], categories: ['Meetings'] };
  const fetch = replyWith(200, { filters });
  await expect(snapshotsApi.filters()).resolves.toEqual(filters);
  expect(firstRequest(fetch)).toEqual({ url: '/api/snapshots/filters', method: 'GET', body: undefined });
});

it('deletes an entry by its id, encoded', async () => {
  const fetch = replyWith(200, { message: 'Timeline entry deleted' });
  await expect(snapshotsApi.remove('s 1')).resolves.toEqual({ message: 'Timeline entry deleted' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/snapshots/s%201', method: 'DELETE', body: undefined });
});
