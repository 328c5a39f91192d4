/**
 * @jest-environment node
 */
import { firstRequest, replyWith } from 'shared-ui/testing';
import { resourcesApi } from './resources';

it('lists every resource', async () => {
  const fetch = replyWith(200, { data: [] });
  await expect(resourcesApi.list()).resolves.toEqual([]);
  expect(firstRequest(fetch)).toEqual({ url: '/api/resources', method: 'GET', body: undefined });
});

it('reads the years and categories the filters offer', async () => {
  const fetch = replyWith(200, { data: { date: ['2026'], category: ['COGS 402'] } });
  await expect(resourcesApi.categories()).resolves.toEqual({ date: ['2026'], category: ['COGS 402'] });
  expect(firstRequest(fetch)).toEqual({ url: '/api/resources/categories', method: 'GET', body: undefined });
});

it('reads one resource by its id, encoded', async () => {
  const fetch = replyWith(200, { data: { _id: 'r/1' } });
  await expect(resourcesApi.get('r/1')).resolves.toEqual({ _id: 'r/1' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/resources/r%2F1', method: 'GET', body: undefined });
});

it('adds a resource with the body of spec section 7', async () => {
  const body = { title: 'T', category: { main: 'COGS 402' as const, sub: '' }, author: 'A', resource_link: 'https://x.org' };
  const fetch = replyWith(200, { data: { _id: 'r1' } });
  await expect(resourcesApi.create(body)).resolves.toEqual({ _id: 'r1' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/resources', method: 'POST', body });
});

it('changes only the fields given, and answers the whole reply', async () => {
  const fetch = replyWith(200, { data: { _id: 'r1' }, message: 'ok' });
  await expect(resourcesApi.update('r1', { title: 'T' })).resolves.toEqual({ data: { _id: 'r1' }, message: 'ok' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/resources/r1', method: 'PATCH', body: { title: 'T' } });
});

it('deletes a resource', async () => {
  const fetch = replyWith(200, { message: 'Resource deleted' });
  await expect(resourcesApi.remove('r1')).resolves.toEqual({ message: 'Resource deleted' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/resources/r1', method: 'DELETE', body: undefined });
});
