import { post, write, type Answer } from './portal-request';

export interface Target {
  portal: string;
  remote: string;
  token: string;
}

/** POSTs JSON (or nothing) to one of the remote's registry routes with the token. */
export function postToRegistry({ portal, remote, token }: Target, route: string, json?: object): Promise<Answer> {
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  const headers = { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}) };
  return post(`${portal}/api/remotes/${encodeURIComponent(remote)}/${route}`, headers, async (request) => {
    if (body) await write(request, body);
  });
}

/** Makes the version the one pages load. */
export const activateVersion = (target: Target, version: number) => postToRegistry(target, 'activate', { version });

/** Gives the version to `percent` of visitors; 100 activates it. */
export const rollOutVersion = (target: Target, version: number, percent: number) => postToRegistry(target, 'rollout', { version, percent });

/** Goes back to the version active before. */
export const rollBack = (target: Target) => postToRegistry(target, 'rollback');

/** A link that shows the version to whoever opens it. */
export const previewVersion = (target: Target, version: number) => postToRegistry(target, `versions/${version}/preview`);
