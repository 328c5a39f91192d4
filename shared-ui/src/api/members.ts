import { request } from './client';
import { read } from './primed-reads';
import type { Member, Position, Profile, TeamUpdateBody } from './types';

export const membersApi = {
  list: () => read('/api/members', (reply: { data: Member[] }) => reply.data),
};

export const profileApi = {
  get: (username: string) => read(`/api/users/updateUser/${encodeURIComponent(username)}`, (reply: { data: Profile }) => reply.data),
  update: (form: FormData) => request<{ data: Profile; message: string }>('PATCH', '/api/users/updateUser', { form }),
  changePassword: (currentPassword: string, newPassword: string) =>
    request<{ message: string }>('PATCH', '/api/users/changePassword', { json: { currentPassword, newPassword } }),
};

export const teamsApi = {
  list: async (query: { project?: string; isAlumni?: boolean }) => {
    const params = new URLSearchParams();
    if (query.project !== undefined) params.set('project', query.project);
    if (query.isAlumni !== undefined) params.set('isAlumni', String(query.isAlumni));
    return (await request<{ data: Member[] }>('GET', `/api/teams?${params}`)).data;
  },
  get: async (id: string) => (await request<{ data: Member }>('GET', `/api/teams/${encodeURIComponent(id)}`)).data,
  update: async (member: TeamUpdateBody | (Member & { positions: Position[] })) =>
    (await request<{ data: Member }>('PUT', '/api/teams', { json: member })).data,
};
