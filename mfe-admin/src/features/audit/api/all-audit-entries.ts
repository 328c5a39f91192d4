import { auditApi, type AuditEntry } from './audit';
import { auditQuery, EXPORT_PAGE_SIZE, type AuditFilters } from '../utils/audit-filters';

/**
 * Every entry the filters match, newest first, asked for a page at a time. An entry written
 * while this runs pushes older ones a place down, so a page can repeat the last entry of the one
 * before: entries are kept once, by id. It stops at the first page that is not full.
 */
export async function allAuditEntries(filters: AuditFilters): Promise<AuditEntry[]> {
  const seen = new Set<string>();
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await auditApi.list(auditQuery(filters, page, EXPORT_PAGE_SIZE));
    for (const entry of data) {
      if (seen.has(entry._id)) continue;
      seen.add(entry._id);
      entries.push(entry);
    }
    if (data.length < EXPORT_PAGE_SIZE) return entries;
  }
}
