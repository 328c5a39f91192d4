import { auditApi, type AuditEntry } from './audit';
import { auditEntry } from '../../../testing/fixtures';
import { allAuditEntries } from './all-audit-entries';
import { NO_FILTERS } from '../utils/audit-filters';

afterEach(() => jest.restoreAllMocks());

const entries = (from: number, count: number) => Array.from({ length: count }, (_, index) => auditEntry(`e${from + index}`));
const reply = (data: AuditEntry[], page: number) => ({ data, total: 1001, page, pageSize: 500 });

it('asks for 500 at a time with the filters until a page is not full', async () => {
  const list = jest
    .spyOn(auditApi, 'list')
    .mockResolvedValueOnce(reply(entries(0, 500), 1))
    .mockResolvedValueOnce(reply(entries(500, 500), 2))
    .mockResolvedValueOnce(reply(entries(1000, 1), 3));
  const all = await allAuditEntries({ ...NO_FILTERS, action: 'user.deactivated' });
  expect(all.map((entry) => entry._id)).toEqual(entries(0, 1001).map((entry) => entry._id));
  expect(list.mock.calls.map(([query]) => query)).toEqual([
    { action: 'user.deactivated', page: 1, pageSize: 500 },
    { action: 'user.deactivated', page: 2, pageSize: 500 },
    { action: 'user.deactivated', page: 3, pageSize: 500 },
  ]);
});

it('keeps an entry once when a new one pushed it onto the next page too', async () => {
  jest
    .spyOn(auditApi, 'list')
    .mockResolvedValueOnce(reply(entries(0, 500), 1))
    .mockResolvedValueOnce(reply(entries(499, 3), 2));
  const all = await allAuditEntries(NO_FILTERS);
  expect(all).toHaveLength(502);
  expect(new Set(all.map((entry) => entry._id)).size).toBe(502);
});

it('makes one call when everything fits on a page', async () => {
  const list = jest.spyOn(auditApi, 'list').mockResolvedValue(reply([], 1));
  await expect(allAuditEntries(NO_FILTERS)).resolves.toEqual([]);
  expect(list).toHaveBeenCalledTimes(1);
});
