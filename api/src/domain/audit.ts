/** What the audit trail records. Held equal to shared-ui's list by contract.test.ts. */
export const AUDIT_ACTIONS = [
  'resource.created',
  'resource.updated',
  'resource.deleted',
  'attachment.uploaded',
  'attachment.deleted',
  'timeline.created',
  'timeline.updated',
  'timeline.deleted',
  'highlight.created',
  'highlight.updated',
  'highlight.deleted',
  'profile.updated',
  'password.changed',
  'password.reset',
  'feed-link.replaced',
  'user.signed-up',
  'user.admin-granted',
  'user.admin-revoked',
  'user.deactivated',
  'user.reactivated',
  'reset-link.created',
  'team.updated',
  'signup-token.rotated',
  'remote.deployed',
  'remote.activated',
  'remote.rolled-back',
  'deploy-token.created',
  'deploy-token.revoked',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of thing an action acts on. */
export const AUDIT_TARGETS = ['resource', 'attachment', 'timeline-entry', 'highlight', 'user', 'signup-token', 'remote', 'deploy-token'] as const;

export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_ACTION_TARGETS: Record<AuditAction, AuditTarget> = {
  'resource.created': 'resource',
  'resource.updated': 'resource',
  'resource.deleted': 'resource',
  'attachment.uploaded': 'attachment',
  'attachment.deleted': 'attachment',
  'timeline.created': 'timeline-entry',
  'timeline.updated': 'timeline-entry',
  'timeline.deleted': 'timeline-entry',
  'highlight.created': 'highlight',
  'highlight.updated': 'highlight',
  'highlight.deleted': 'highlight',
  'profile.updated': 'user',
  'password.changed': 'user',
  'password.reset': 'user',
  'feed-link.replaced': 'user',
  'user.signed-up': 'user',
  'user.admin-granted': 'user',
  'user.admin-revoked': 'user',
  'user.deactivated': 'user',
  'user.reactivated': 'user',
  'reset-link.created': 'user',
  'team.updated': 'user',
  'signup-token.rotated': 'signup-token',
  'remote.deployed': 'remote',
  'remote.activated': 'remote',
  'remote.rolled-back': 'remote',
  'deploy-token.created': 'deploy-token',
  'deploy-token.revoked': 'deploy-token',
};
