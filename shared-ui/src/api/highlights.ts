import { request } from './client';
import { read } from './primed-reads';
import type { Reply } from './types';

const path = (highlightId: string) => `/api/highlights/${encodeURIComponent(highlightId)}`;

/** The lab's highlights: the public pages read them, admins write them (as multipart forms, with an image). */
export const highlightsApi = {
  list: () => read('/api/highlights', (reply: Reply<'get', '/api/highlights'>) => reply.data),
  get: (highlightId: string) => read(path(highlightId), (reply: Reply<'get', '/api/highlights/{id}'>) => reply.data),
  create: async (form: FormData) => (await request<Reply<'post', '/api/highlights'>>('POST', '/api/highlights', { form })).data,
  update: async (highlightId: string, form: FormData) =>
    (await request<Reply<'patch', '/api/highlights/{id}'>>('PATCH', path(highlightId), { form })).data,
  remove: (highlightId: string) => request<Reply<'delete', '/api/highlights/{id}'>>('DELETE', path(highlightId)),
};
