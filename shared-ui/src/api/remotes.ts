import { request } from './client';
import type { RemoteActivation, RemoteDiff, RemotePreview, RemoteRolloutState, RemoteStatus } from './types';

const path = (name: string) => `/api/remotes/${encodeURIComponent(name)}`;

/** The remote registry, for admins: each remote's versions and health, and which version pages load. */
export const remotesApi = {
  list: async () => (await request<{ data: RemoteStatus[] }>('GET', '/api/remotes')).data,
  /** 404 for no such version; 400 with `problems` when its routes collide with another remote's. */
  activate: async (name: string, version: number) =>
    (await request<{ data: RemoteActivation }>('POST', `${path(name)}/activate`, { json: { version } })).data,
  /** 409 with the server's sentence when there is nothing to roll back to. */
  rollBack: async (name: string) => (await request<{ data: RemoteActivation }>('POST', `${path(name)}/rollback`, { json: {} })).data,
  /** What a version changes against the active one: pages, menus, heads, shared modules, sizes. */
  diff: async (name: string, version: number) => (await request<{ data: RemoteDiff }>('GET', `${path(name)}/versions/${version}/diff`)).data,
  /** A link that shows the version to whoever opens it, until `expiresAt`. */
  preview: async (name: string, version: number) =>
    (await request<{ data: RemotePreview }>('POST', `${path(name)}/versions/${version}/preview`, { json: {} })).data,
  /** Starts (or changes) the rollout of a version to `percent` of visitors (1 to 100; 100 activates it). 400 with `problems` when refused. */
  rollout: async (name: string, version: number, percent: number) =>
    (await request<{ data: RemoteRolloutState }>('POST', `${path(name)}/rollout`, { json: { version, percent } })).data,
};
