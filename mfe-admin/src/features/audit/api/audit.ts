import { request, type Query, type Reply } from 'shared-ui';

/** One change in the audit trail. */
export type AuditEntry = AuditPage['data'][number];

/** The filters and page of a request; dates are `YYYY-MM-DD` (whole UTC days) or ISO date-times. */
export type AuditQuery = Query<'get', '/api/admin/audit'>;

/** One page of the audit trail, newest first; `total` counts every entry the filters match. */
export type AuditPage = Reply<'get', '/api/admin/audit'>;

/** The query string of an audit request: only the filters that are set, in a fixed order. */
function auditSearch(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to', 'page', 'pageSize'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The audit trail, for admins: one page of the entries the filters match, newest first. */
export const auditApi = {
  list: (query: AuditQuery = {}) => request<AuditPage>('GET', `/api/admin/audit${auditSearch(query)}`),
};
