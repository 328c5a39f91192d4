import { activeAuditFilters, auditQuery, filtering, NO_FILTERS } from './audit-filters';

describe('auditQuery', () => {
  it('asks for the page alone when no filter is set', () => {
    expect(auditQuery(NO_FILTERS, 3, 50)).toEqual({ page: 3, pageSize: 50 });
  });

  it('sends the filters that are set, the username trimmed', () => {
    expect(auditQuery({ actor: '  Ada ', action: 'user.deactivated', from: '2026-01-01', to: '2026-01-31' }, 1, 500)).toEqual({
      actor: 'Ada',
      action: 'user.deactivated',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 1,
      pageSize: 500,
    });
    expect(auditQuery({ ...NO_FILTERS, actor: '   ', to: '2026-01-31' }, 1, 50)).toEqual({ to: '2026-01-31', page: 1, pageSize: 50 });
  });

  it('swaps a reversed date range', () => {
    expect(auditQuery({ ...NO_FILTERS, from: '2026-02-10', to: '2026-02-01' }, 1, 50)).toMatchObject({ from: '2026-02-01', to: '2026-02-10' });
  });
});

it('knows whether any filter is set, and how many', () => {
  expect(filtering(NO_FILTERS)).toBe(false);
  expect(filtering({ ...NO_FILTERS, action: 'password.reset' })).toBe(true);
  expect(activeAuditFilters(NO_FILTERS)).toBe(0);
  expect(activeAuditFilters({ ...NO_FILTERS, actor: '  ' })).toBe(0);
  expect(activeAuditFilters({ actor: 'grace', action: 'password.reset', from: '2026-02-01', to: '' })).toBe(3);
});
