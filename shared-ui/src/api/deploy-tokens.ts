import { request } from './client';
import type { DeployToken, NewDeployToken } from './types';

const path = (name: string) => `/api/remotes/${encodeURIComponent(name)}/deploy-tokens`;

/** The tokens that deploy versions of one remote; the secret of a new one is in its reply only. */
export const deployTokensApi = {
  /** Newest first. */
  list: async (name: string) => (await request<{ data: DeployToken[] }>('GET', path(name))).data,
  create: async (name: string) => (await request<{ data: NewDeployToken }>('POST', path(name))).data,
  /** Answers the token as revoked; 404 when the remote has no such token. */
  revoke: async (name: string, id: string) =>
    (await request<{ data: DeployToken }>('DELETE', `${path(name)}/${encodeURIComponent(id)}`)).data,
};
