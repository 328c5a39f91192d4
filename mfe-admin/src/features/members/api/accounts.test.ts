/**
 * @jest-environment node
 */
import { ApiError } from 'shared-ui';
import { firstRequest, replyWith } from 'shared-ui/testing';
import { accountsApi, type AccountSummary } from './accounts';

const account: AccountSummary = {
  _id: 'u 1',
  username: 'ada',
  name: { firstname: 'Ada', lastname: 'Lovelace' },
  positions: [{ position: 'Co-pilot', project: 'NOVA' }],
  isAdmin: false,
  isActive: true,
  lastLoginAt: null,
};

it('lists every account', async () => {
  const fetch = replyWith(200, { data: [account] });
  await expect(accountsApi.list()).resolves.toEqual([account]);
  expect(firstRequest(fetch)).toEqual({ url: '/api/admin/users', method: 'GET', body: undefined });
});

it('changes an account with only the fields given, and answers the account as it is now', async () => {
  const fetch = replyWith(200, { data: { ...account, isAdmin: true } });
  await expect(accountsApi.update('u 1', { isAdmin: true })).resolves.toEqual({ ...account, isAdmin: true });
  expect(firstRequest(fetch)).toEqual({ url: '/api/admin/users/u%201', method: 'PATCH', body: { isAdmin: true } });
});

it("passes the server's 409 sentence on", async () => {
  const sentence = 'The lab needs at least one active admin. Make another member an admin first.';
  replyWith(409, { statusCode: 409, error: 'Conflict', message: sentence });
  await expect(accountsApi.update('u1', { isActive: false })).rejects.toEqual(new ApiError(sentence, 409));
});

it('creates a reset link and answers its URL and expiry', async () => {
  const link = { url: 'https://lab.example.edu/reset-password?token=abc', expiresAt: '2026-01-02T10:00:00.000Z' };
  const fetch = replyWith(200, { data: link });
  await expect(accountsApi.createResetLink('u/1')).resolves.toEqual(link);
  expect(firstRequest(fetch)).toEqual({ url: '/api/admin/users/u%2F1/reset-link', method: 'POST', body: undefined });
});
