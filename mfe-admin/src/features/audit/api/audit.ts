import { read, type Query, type Reply } from 'shared-ui';
import { auditPath } from './audit-path';

/** One change in the audit trail. */
export type AuditEntry = AuditPage['data'][number];

/** The filters and page of a request; dates are `YYYY-MM-DD` (whole UTC days) or ISO date-times. */
export type AuditQuery = Query<'get', '/api/admin/audit'>;

/** One page of the audit trail, newest first; `total` counts every entry the filters match. */
export type AuditPage = Reply<'get', '/api/admin/audit'>;

/** The audit trail, for admins: one page of the entries the filters match, newest first (the first settled at once when the page was drawn with it). */
export const auditApi = {
  list: (query: AuditQuery = {}) => read(auditPath(query), (reply: AuditPage) => reply),
};
