import { request } from './client';
import { read } from './primed-reads';
import type { Reply } from './types';

export const membersApi = {
  list: () => read('/api/members', (reply: Reply<'get', '/api/members'>) => reply.data),
};

export const profileApi = {
  get: (username: string) =>
    read(`/api/users/updateUser/${encodeURIComponent(username)}`, (reply: Reply<'get', '/api/users/updateUser/{username}'>) => reply.data),
  update: (form: FormData) => request<Reply<'patch', '/api/users/updateUser'>>('PATCH', '/api/users/updateUser', { form }),
  changePassword: (currentPassword: string, newPassword: string) =>
    request<Reply<'patch', '/api/users/changePassword'>>('PATCH', '/api/users/changePassword', { json: { currentPassword, newPassword } }),
};
