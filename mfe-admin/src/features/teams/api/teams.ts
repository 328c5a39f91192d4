import { request, type Query, type Reply, type RequestBody } from 'shared-ui';

/** PUT /api/teams takes the whole member back, with its positions and alumni flag as the admin set them. */
export type TeamUpdateBody = RequestBody<'put', '/api/teams'>;

/** The members of the lab's teams, for the admins' Edit Teams page. */
export const teamsApi = {
  list: async (query: Query<'get', '/api/teams'>) => {
    const params = new URLSearchParams();
    if (query.project !== undefined) params.set('project', query.project);
    if (query.isAlumni !== undefined) params.set('isAlumni', String(query.isAlumni));
    return (await request<Reply<'get', '/api/teams'>>('GET', `/api/teams?${params}`)).data;
  },
  get: async (id: string) => (await request<Reply<'get', '/api/teams/{id}'>>('GET', `/api/teams/${encodeURIComponent(id)}`)).data,
  update: async (member: TeamUpdateBody) => (await request<Reply<'put', '/api/teams'>>('PUT', '/api/teams', { json: member })).data,
};
