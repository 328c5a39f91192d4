import { read, request, type Reply, type RequestBody } from 'shared-ui';

/** A token that deploys versions of one remote, without its secret. */
export type DeployToken = Reply<'get', '/api/remotes/{name}/deploy-tokens'>['data'][number];

/** The new token's team, and whether it may bring versions to visitors. */
export type NewDeployTokenBody = RequestBody<'post', '/api/remotes/{name}/deploy-tokens'>;

/** A new deploy token: its secret (starting "lpd_") is in this reply only. */
export type NewDeployToken = Reply<'post', '/api/remotes/{name}/deploy-tokens', 201>['data'];

const path = (name: string) => `/api/remotes/${encodeURIComponent(name)}/deploy-tokens`;

/** Every remote's tokens in one read: the Remotes page's route names it, so the page comes drawn with them. */
export const EVERY_REMOTES_TOKENS = '/api/remotes/deploy-tokens';

/** The tokens that deploy versions of one remote; the secret of a new one is in its reply only. */
export const deployTokensApi = {
  /** Newest first, from every remote's (settled at once when the page was drawn with them). */
  list: (name: string) =>
    read(EVERY_REMOTES_TOKENS, (reply: Reply<'get', '/api/remotes/deploy-tokens'>) => reply.data.find((entry) => entry.remote === name)?.tokens ?? []),
  /** Made for a team (`label`), with or without the right to roll out and activate versions. */
  create: async (name: string, body: NewDeployTokenBody) =>
    (await request<Reply<'post', '/api/remotes/{name}/deploy-tokens', 201>>('POST', path(name), { json: body })).data,
  /** Answers the token as revoked; 404 when the remote has no such token. */
  revoke: async (name: string, id: string) =>
    (await request<Reply<'delete', '/api/remotes/{name}/deploy-tokens/{id}'>>('DELETE', `${path(name)}/${encodeURIComponent(id)}`)).data,
};
