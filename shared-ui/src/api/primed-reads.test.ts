/**
 * @jest-environment node
 */
import { request } from './client';
import { forgetPrimedFailures, forgetPrimedReads, primeReads, read } from './primed-reads';

const answers = (body: unknown) => jest.fn().mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));

afterEach(() => forgetPrimedReads());

describe('primed reads', () => {
  it('answer a read at once, settled, without asking the API', async () => {
    global.fetch = answers({ data: ['fresh'] });
    primeReads({ '/api/resources': { status: 200, body: { data: ['drawn'] } } });
    const known = read('/api/resources', (reply: { data: string[] }) => reply.data);
    expect(known.status).toBe('fulfilled');
    await expect(known).resolves.toEqual(['drawn']);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('go stale with a write: what the page loads after it is asked afresh', async () => {
    global.fetch = answers({ data: ['fresh'] });
    primeReads({ '/api/resources': { status: 200, body: { data: ['drawn'] } } });
    await request('POST', '/api/resources', { json: { title: 'New' } });
    await expect(read('/api/resources', (reply: { data: string[] }) => reply.data)).resolves.toEqual(['fresh']);
  });

  it('answer a failure until the page is hydrated: a retry then asks the API, the answers stay', async () => {
    global.fetch = answers({ data: ['fresh'] });
    primeReads({
      '/api/resources': { status: 200, body: { data: ['drawn'] } },
      '/api/members': { status: 500, body: { message: 'Database unavailable' } },
    });
    const pick = (reply: { data: string[] }) => reply.data;
    expect(read('/api/members', pick).status).toBe('rejected');
    forgetPrimedFailures();
    await expect(read('/api/members', pick)).resolves.toEqual(['fresh']);
    await expect(read('/api/resources', pick)).resolves.toEqual(['drawn']);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('stay through other reads', async () => {
    global.fetch = answers({ data: ['fresh'] });
    primeReads({ '/api/resources': { status: 200, body: { data: ['drawn'] } } });
    await request('GET', '/api/members');
    await expect(read('/api/resources', (reply: { data: string[] }) => reply.data)).resolves.toEqual(['drawn']);
  });
});
