import { request } from './client';
import type { AuditPage, AuditQuery } from './types';

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
