import { read, request, type Reply, type RequestBody } from 'shared-ui';

/** An account as the admins' Members & roles page lists it. */
export type AccountSummary = Reply<'get', '/api/admin/users'>['data'][number];

/** At least one of the two. */
export type AccountUpdate = RequestBody<'patch', '/api/admin/users/{id}'>;

/** A one-time password reset link: absolute, valid until `expiresAt` (ISO), shown to the admin once. */
export type ResetLink = Reply<'post', '/api/admin/users/{id}/reset-link'>['data'];

const path = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

/** The admins' view of every account: roles, deactivation and one-time password reset links. */
export const accountsApi = {
  list: () => read('/api/admin/users', (reply: Reply<'get', '/api/admin/users'>) => reply.data),
  /** 409 with the server's sentence when it would leave the lab without an active admin. */
  update: async (userId: string, changes: AccountUpdate) =>
    (await request<Reply<'patch', '/api/admin/users/{id}'>>('PATCH', path(userId), { json: changes })).data,
  /** A new link replaces the account's earlier unused ones; 409 for a deactivated account. */
  createResetLink: async (userId: string) =>
    (await request<Reply<'post', '/api/admin/users/{id}/reset-link'>>('POST', `${path(userId)}/reset-link`)).data,
};
