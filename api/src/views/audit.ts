import type { AuditAction, AuditTarget } from '../domain/audit.js';
import type { AuditRow } from '../repositories/audit.js';

export function toAuditEntry(row: AuditRow) {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: row.actorUsername,
    action: row.action as AuditAction,
    target: row.targetKind as AuditTarget,
    targetId: row.targetId,
    summary: row.summary,
    fields: row.fields,
  };
}
