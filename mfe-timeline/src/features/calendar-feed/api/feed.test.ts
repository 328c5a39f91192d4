/**
 * @jest-environment node
 */
import { feedApi } from './feed';

const link = { url: 'https://lab.example.edu/api/snapshots/feed.ics?token=abc', createdAt: '2026-01-01T00:00:00.000Z' };

it.each([
  ['get', () => feedApi.get(), 'GET'],
  ['rotate', () => feedApi.rotate(), 'POST'],
])('%s calls the feed-token endpoint and answers the link', async (_name, call, method) => {
  const fetch = jest.fn(async () => new Response(JSON.stringify({ data: link }), { status: 200 }));
  global.fetch = fetch as unknown as typeof global.fetch;
  await expect(call()).resolves.toEqual(link);
  expect(fetch).toHaveBeenCalledWith('/api/snapshots/feed-token', expect.objectContaining({ method, credentials: 'include' }));
});
