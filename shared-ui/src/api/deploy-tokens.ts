import { request } from './client';
import type { DeployToken, NewDeployToken, NewDeployTokenBody } from './types';

const path = (name: string) => `/api/remotes/${encodeURIComponent(name)}/deploy-tokens`;

/** The tokens that deploy versions of one remote; the secret of a new one is in its reply only. */
export const deployTokensApi = {
  /** Newest first. */
  list: async (name: string) => (await request<{ data: DeployToken[] }>('GET', path(name))).data,
  /** Made for a team (`label`), with or without the right to roll out and activate versions. */
  create: async (name: string, body: NewDeployTokenBody) =>
    (await request<{ data: NewDeployToken }>('POST', path(name), { json: body })).data,
  /** Answers the token as revoked; 404 when the remote has no such token. */
  revoke: async (name: string, id: string) =>
    (await request<{ data: DeployToken }>('DELETE', `${path(name)}/${encodeURIComponent(id)}`)).data,
};
