import { request } from './client';
import type { AuthData, SignupBody } from './types';

type AuthReply = { data: AuthData; message: string };
export type SessionReply = { data: AuthData | null; message: string };

/** Who this browser's session is: the shell asks at start, and a page drawn for a member carries the answer. */
export const SESSION_PATH = '/api/tokens/access_token';

export const authApi = {
  session: () => request<SessionReply>('GET', SESSION_PATH),
  login: (username: string, password: string) =>
    request<AuthReply>('POST', '/api/users/login', { json: { username, password } }),
  logout: () => request<{ message: string }>('POST', '/api/users/logout'),
  signup: (body: SignupBody) => request<AuthReply>('POST', '/api/users/create', { json: body }),
  /** Sets a new password with a one-time link's token; no session needed. 400 for a bad, used or expired token. */
  resetPassword: (token: string, newPassword: string) =>
    request<{ message: string }>('POST', '/api/users/reset-password', { json: { token, newPassword } }),
};
