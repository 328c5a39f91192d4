import { request } from './client';
import type { Reply, SignupBody } from './types';

export type SessionReply = Reply<'get', '/api/tokens/access_token'>;

/** Who this browser's session is: the shell asks at start, and a page drawn for a member carries the answer. */
export const SESSION_PATH = '/api/tokens/access_token';

export const authApi = {
  session: () => request<SessionReply>('GET', SESSION_PATH),
  login: (username: string, password: string) =>
    request<Reply<'post', '/api/users/login'>>('POST', '/api/users/login', { json: { username, password } }),
  logout: () => request<Reply<'post', '/api/users/logout'>>('POST', '/api/users/logout'),
  signup: (body: SignupBody) => request<Reply<'post', '/api/users/create'>>('POST', '/api/users/create', { json: body }),
  /** Sets a new password with a one-time link's token; no session needed. 400 for a bad, used or expired token. */
  resetPassword: (token: string, newPassword: string) =>
    request<Reply<'post', '/api/users/reset-password'>>('POST', '/api/users/reset-password', { json: { token, newPassword } }),
};
