import { request } from './client';
import type { FeedToken } from './types';

/** The member's calendar feed link: `get` makes one on first use, `rotate` replaces it. */
export const feedApi = {
  get: async () => (await request<{ data: FeedToken }>('GET', '/api/snapshots/feed-token')).data,
  rotate: async () => (await request<{ data: FeedToken }>('POST', '/api/snapshots/feed-token')).data,
};
