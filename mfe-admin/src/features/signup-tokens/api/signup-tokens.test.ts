/**
 * @jest-environment node
 */
import { firstRequest, replyWith } from 'shared-ui/testing';
import { signupTokensApi } from './signup-tokens';

it('lists the sign-up tokens', async () => {
  const fetch = replyWith(200, { data: [] });
  await expect(signupTokensApi.list()).resolves.toEqual([]);
  expect(firstRequest(fetch)).toEqual({ url: '/api/signup-tokens', method: 'GET', body: undefined });
});

it("rotates a position's token and answers the new secret", async () => {
  const fetch = replyWith(200, { data: { tokenKey: 'co-pilot', token: 't' } });
  await expect(signupTokensApi.rotate('co-pilot')).resolves.toEqual({ tokenKey: 'co-pilot', token: 't' });
  expect(firstRequest(fetch)).toEqual({ url: '/api/signup-tokens/co-pilot/rotate', method: 'POST', body: undefined });
});
