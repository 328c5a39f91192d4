import { read, request, type Reply } from 'shared-ui';

/** A position's sign-up token, without its secret. */
export type SignupTokenInfo = Reply<'get', '/api/signup-tokens'>['data'][number];

/** The sign-up tokens of the positions a visitor may sign up for; a rotation answers the new secret, once. */
export const signupTokensApi = {
  list: () => read('/api/signup-tokens', (reply: Reply<'get', '/api/signup-tokens'>) => reply.data),
  rotate: async (tokenKey: string) =>
    (
      await request<Reply<'post', '/api/signup-tokens/{tokenKey}/rotate'>>('POST', `/api/signup-tokens/${encodeURIComponent(tokenKey)}/rotate`)
    ).data,
};
