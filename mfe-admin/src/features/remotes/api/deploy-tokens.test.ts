/**
 * @jest-environment node
 */
import { firstRequest, replyWith } from 'shared-ui/testing';
import { deployTokensApi, type DeployToken } from './deploy-tokens';

const token: DeployToken = { id: 'a1/b2', label: '', mayActivate: false, createdAt: '2026-03-05T12:00:00.000Z', createdBy: 'ada', lastUsedAt: null, revokedAt: null };

it("lists a remote's deploy tokens from every remote's, none for a remote the answer leaves out", async () => {
  const fetch = replyWith(200, { data: [{ remote: 'mfe-admin', tokens: [] }, { remote: 'mfe-timeline', tokens: [token] }] });
  await expect(deployTokensApi.list('mfe-timeline')).resolves.toEqual([token]);
  expect(firstRequest(fetch)).toEqual({ url: '/api/remotes/deploy-tokens', method: 'GET', body: undefined });
  await expect(deployTokensApi.list('mfe-gone')).resolves.toEqual([]);
});

it('creates a token for a team, with or without the right to activate, and answers its secret', async () => {
  const created = { id: 'a1', token: 'lpd_secret', createdAt: '2026-03-05T12:00:00.000Z' };
  const fetch = replyWith(201, { data: created });
  await expect(deployTokensApi.create('mfe-timeline', { label: 'Timeline team', mayActivate: true })).resolves.toEqual(created);
  expect(firstRequest(fetch)).toEqual({
    url: '/api/remotes/mfe-timeline/deploy-tokens',
    method: 'POST',
    body: { label: 'Timeline team', mayActivate: true },
  });
  const [, init] = fetch.mock.calls[0] as [string, RequestInit];
  expect(init.headers).toEqual({ 'content-type': 'application/json' });
});

it('revokes a token by its id, encoded, and answers it as revoked', async () => {
  const revoked = { ...token, revokedAt: '2026-03-06T12:00:00.000Z' };
  const fetch = replyWith(200, { data: revoked });
  await expect(deployTokensApi.revoke('mfe-timeline', 'a1/b2')).resolves.toEqual(revoked);
  expect(firstRequest(fetch)).toEqual({ url: '/api/remotes/mfe-timeline/deploy-tokens/a1%2Fb2', method: 'DELETE', body: undefined });
});
