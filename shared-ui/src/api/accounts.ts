import { request } from './client';
import type { AccountSummary, AccountUpdate, ResetLink } from './types';

const path = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

/** The admins' view of every account: roles, deactivation and one-time password reset links. */
export const accountsApi = {
  list: async () => (await request<{ data: AccountSummary[] }>('GET', '/api/admin/users')).data,
  /** 409 with the server's sentence when it would leave the lab without an active admin. */
  update: async (userId: string, changes: AccountUpdate) =>
    (await request<{ data: AccountSummary }>('PATCH', path(userId), { json: changes })).data,
  /** A new link replaces the account's earlier unused ones; 409 for a deactivated account. */
  createResetLink: async (userId: string) => (await request<{ data: ResetLink }>('POST', `${path(userId)}/reset-link`)).data,
};
