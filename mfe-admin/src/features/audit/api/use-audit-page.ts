import { useCallback } from 'react';
import { useLoad } from 'shared-ui';
import { auditApi } from './audit';
import { AUDIT_PAGE_SIZE, auditQuery, type AuditFilters } from '../utils/audit-filters';

/** One page of the entries the filters match, newest first (GET /api/admin/audit). */
export function useAuditPage(filters: AuditFilters, page: number) {
  return useLoad(useCallback(() => auditApi.list(auditQuery(filters, page, AUDIT_PAGE_SIZE)), [filters, page]));
}
