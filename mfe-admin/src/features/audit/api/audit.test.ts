/**
 * @jest-environment node
 */
import { replyWith } from 'shared-ui/testing';
import { auditApi } from './audit';

const page = { data: [], total: 0, page: 1, pageSize: 50 };

it('asks for the first page with no filters', async () => {
  const fetch = replyWith(200, page);
  await expect(auditApi.list()).resolves.toEqual(page);
  expect(fetch).toHaveBeenCalledWith('/api/admin/audit', expect.objectContaining({ method: 'GET', credentials: 'include' }));
});

it('sends the filters that are set as query parameters, encoded, and leaves out empty ones', async () => {
  const fetch = replyWith(200, page);
  await auditApi.list({ actor: 'ada l', action: 'user.deactivated', from: '2026-01-01', to: '', page: 2, pageSize: 500 });
  expect(fetch.mock.calls[0]).toEqual([
    '/api/admin/audit?actor=ada+l&action=user.deactivated&from=2026-01-01&page=2&pageSize=500',
    expect.anything(),
  ]);
});
