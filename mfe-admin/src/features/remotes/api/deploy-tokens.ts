import { request, type Reply, type RequestBody } from 'shared-ui';

/** A token that deploys versions of one remote, without its secret. */
export type DeployToken = Reply<'get', '/api/remotes/{name}/deploy-tokens'>['data'][number];

/** The new token's team, and whether it may bring versions to visitors. */
export type NewDeployTokenBody = RequestBody<'post', '/api/remotes/{name}/deploy-tokens'>;

/** A new deploy token: its secret (starting "lpd_") is in this reply only. */
export type NewDeployToken = Reply<'post', '/api/remotes/{name}/deploy-tokens', 201>['data'];

const path = (name: string) => `/api/remotes/${encodeURIComponent(name)}/deploy-tokens`;

/** The tokens that deploy versions of one remote; the secret of a new one is in its reply only. */
export const deployTokensApi = {
  /** Newest first. */
  list: async (name: string) => (await request<Reply<'get', '/api/remotes/{name}/deploy-tokens'>>('GET', path(name))).data,
  /** Made for a team (`label`), with or without the right to roll out and activate versions. */
  create: async (name: string, body: NewDeployTokenBody) =>
    (await request<Reply<'post', '/api/remotes/{name}/deploy-tokens', 201>>('POST', path(name), { json: body })).data,
  /** Answers the token as revoked; 404 when the remote has no such token. */
  revoke: async (name: string, id: string) =>
    (await request<Reply<'delete', '/api/remotes/{name}/deploy-tokens/{id}'>>('DELETE', `${path(name)}/${encodeURIComponent(id)}`)).data,
};
