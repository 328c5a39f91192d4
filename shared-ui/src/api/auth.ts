import { request } from './client';
import type { AuthData, SignupBody } from './types';

type AuthReply = { data: AuthData; message: string };

export const authApi = {
  session: () => request<{ data: AuthData | null; message: string }>('GET', '/api/tokens/access_token'),
  login: (username: string, password: string) =>
    request<AuthReply>('POST', '/api/users/login', { json: { username, password } }),
  logout: () => request<{ message: string }>('POST', '/api/users/logout'),
  signup: (body: SignupBody) => request<AuthReply>('POST', '/api/users/create', { json: body }),
};
