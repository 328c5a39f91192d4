import type { AuditQuery } from './audit';

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

/** The address of one page of the audit trail (the route list names the first one: no import beyond types here). */
export const auditPath = (query: AuditQuery = {}) => `/api/admin/audit${auditSearch(query)}`;
