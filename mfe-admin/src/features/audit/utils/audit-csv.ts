import moment from 'moment';
import { toCsv } from 'shared-ui';
import type { AuditEntry } from '../api/audit';
import { auditActionLabel, auditTargetLabel } from '../../../config/audit';

const HEADER = ['When (UTC)', 'Who', 'Action', 'Action code', 'What', 'Target ID', 'Summary', 'Fields'];

/**
 * The entries as CSV (shared-ui's RFC 4180 writer, as the timeline's export), one row each: the
 * time as the API gives it (ISO 8601, UTC), the table's readable action beside its code, which
 * stays the same across versions, and the changed fields joined by '; '.
 */
export function auditCsv(entries: AuditEntry[]): string {
  return toCsv([
    HEADER,
    ...entries.map((entry) => [
      entry.at,
      entry.actor ?? '',
      auditActionLabel(entry.action),
      entry.action,
      auditTargetLabel(entry.target),
      entry.targetId ?? '',
      entry.summary,
      entry.fields.join('; '),
    ]),
  ]);
}

/** 'audit-2026-03-05.csv': the day of the export. */
export function auditCsvName(today: Date = new Date()): string {
  return `audit-${moment(today).format('YYYY-MM-DD')}.csv`;
}
