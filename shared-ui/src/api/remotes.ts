import { request } from './client';
import type { RemoteActivation, RemoteStatus } from './types';

const path = (name: string) => `/api/remotes/${encodeURIComponent(name)}`;

/** The remote registry, for admins: each remote's versions and health, and which version pages load. */
export const remotesApi = {
  list: async () => (await request<{ data: RemoteStatus[] }>('GET', '/api/remotes')).data,
  /** 404 for no such version; 400 with `problems` when its routes collide with another remote's. */
  activate: async (name: string, version: number) =>
    (await request<{ data: RemoteActivation }>('POST', `${path(name)}/activate`, { json: { version } })).data,
  /** 409 with the server's sentence when there is nothing to roll back to. */
  rollBack: async (name: string) => (await request<{ data: RemoteActivation }>('POST', `${path(name)}/rollback`, { json: {} })).data,
};
