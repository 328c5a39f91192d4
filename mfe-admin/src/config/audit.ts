import type { AuditTarget } from 'shared-ui';
import { AUDIT_ACTION_DETAILS } from 'shared-ui/audit';

/** What the Audit page calls each kind of target. */
export const AUDIT_TARGET_LABELS: Record<AuditTarget, string> = {
  resource: 'Resource',
  attachment: 'File',
  'timeline-entry': 'Timeline entry',
  highlight: 'Highlight',
  user: 'Account',
  'signup-token': 'Sign-up token',
  remote: 'Remote',
  'deploy-token': 'Deploy token',
};

/** The label of an action; an action this build does not know yet (a newer API) shows as it is. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_DETAILS as Record<string, { label: string } | undefined>)[action]?.label ?? action;
}

/** The label of a target kind; one this build does not know yet shows as it is. */
export function auditTargetLabel(target: string): string {
  return (AUDIT_TARGET_LABELS as Record<string, string | undefined>)[target] ?? target;
}
