import { render } from '@testing-library/react';
import { forgetPrimedReads, primeReads, read } from 'shared-ui';
import { mockFetch, reply } from '../testing/mock-fetch';
import { PAGE_READY_ATTRIBUTE } from '../utils/page-ready';
import { PageReady } from './PageReady';

const pick = (reply: { data: string[] }) => reply.data;

afterEach(() => {
  forgetPrimedReads();
  document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
});

describe('PageReady', () => {
  it('marks the page as the app’s, and from then a read the server failed is asked of the API again', async () => {
    const fetchMock = mockFetch().mockResolvedValue(reply(200, { data: ['fresh'] }));
    primeReads({
      '/api/members': { status: 500, body: { message: 'Database unavailable' } },
      '/api/highlights': { status: 200, body: { data: ['drawn'] } },
    });
    // What the page's first render (hydration) draws: the server's failure.
    expect(read('/api/members', pick).status).toBe('rejected');

    render(<PageReady />);

    expect(document.documentElement.hasAttribute(PAGE_READY_ATTRIBUTE)).toBe(true);
    // A retry on the same page.
    await expect(read('/api/members', pick)).resolves.toEqual(['fresh']);
    await expect(read('/api/highlights', pick)).resolves.toEqual(['drawn']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
