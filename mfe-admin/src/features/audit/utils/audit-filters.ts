import type { AuditAction } from 'shared-ui';
import type { AuditQuery } from '../api/audit';

/** The Audit page's filters as the form holds them: '' for not set; dates 'YYYY-MM-DD'. */
export interface AuditFilters {
  actor: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** Entries a page; the API allows up to 500, which the export asks for. */
export const AUDIT_PAGE_SIZE = 50;
export const EXPORT_PAGE_SIZE = 500;

/** How many filters are set: the phone's Filters button counts them. */
export function activeAuditFilters(filters: AuditFilters): number {
  return Object.values(filters).filter((value) => value.trim() !== '').length;
}

export function filtering(filters: AuditFilters): boolean {
  return activeAuditFilters(filters) > 0;
}

/**
 * The API query for the filters: unset ones left out, the username trimmed, and a reversed date
 * range swapped (as the timeline's date filter does), since whole days from one to the other is
 * what was meant.
 */
export function auditQuery(filters: AuditFilters, page: number, pageSize: number): AuditQuery {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  const query: AuditQuery = { page, pageSize };
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  if (filters.action) query.action = filters.action;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
