import { request, type Reply } from 'shared-ui';

/** A member's personal calendar feed of the timeline: `url` is absolute, with its token. */
export type FeedToken = Reply<'get', '/api/snapshots/feed-token'>['data'];

/** The member's calendar feed link: `get` makes one on first use, `rotate` replaces it. */
export const feedApi = {
  get: async () => (await request<Reply<'get', '/api/snapshots/feed-token'>>('GET', '/api/snapshots/feed-token')).data,
  rotate: async () => (await request<Reply<'post', '/api/snapshots/feed-token'>>('POST', '/api/snapshots/feed-token')).data,
};
