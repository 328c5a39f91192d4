import { post, write, type Answer } from './portal-request';

export interface Activation {
  portal: string;
  remote: string;
  token: string;
  version: number;
}

/** Makes the version the one pages load. */
export function activateVersion({ portal, remote, token, version }: Activation): Promise<Answer> {
  const body = Buffer.from(JSON.stringify({ version }));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': body.length };
  return post(`${portal}/api/remotes/${encodeURIComponent(remote)}/activate`, headers, (request) => write(request, body));
}
