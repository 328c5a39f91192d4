// '.js': the API's type check reads this file as a Node ES module (api/src/contract.test.ts).
import type { AuditAction, AuditTarget } from '../api/types.js';

/**
 * Every audit action with the label the Audit page shows and the kind of thing it is done to
 * (the issue 20 contract). A Record, so the compiler holds it to `AuditAction`: an action added
 * there and not here (or the other way round) does not build. The API keeps its own list;
 * api/src/contract.test.ts holds the two equal.
 */
export const AUDIT_ACTION_DETAILS: Record<AuditAction, { label: string; target: AuditTarget }> = {
  'resource.created': { label: 'Resource added', target: 'resource' },
  'resource.updated': { label: 'Resource edited', target: 'resource' },
  'resource.deleted': { label: 'Resource deleted', target: 'resource' },
  'attachment.uploaded': { label: 'File uploaded', target: 'attachment' },
  'attachment.deleted': { label: 'File deleted', target: 'attachment' },
  'timeline.created': { label: 'Timeline entry added', target: 'timeline-entry' },
  'timeline.updated': { label: 'Timeline entry edited', target: 'timeline-entry' },
  'timeline.deleted': { label: 'Timeline entry deleted', target: 'timeline-entry' },
  'highlight.created': { label: 'Highlight posted', target: 'highlight' },
  'highlight.updated': { label: 'Highlight edited', target: 'highlight' },
  'highlight.deleted': { label: 'Highlight deleted', target: 'highlight' },
  'profile.updated': { label: 'Profile updated', target: 'user' },
  'password.changed': { label: 'Password changed', target: 'user' },
  'password.reset': { label: 'Password reset with a link', target: 'user' },
  'feed-link.replaced': { label: 'Calendar link replaced', target: 'user' },
  'user.signed-up': { label: 'Member signed up', target: 'user' },
  'user.admin-granted': { label: 'Made admin', target: 'user' },
  'user.admin-revoked': { label: 'Admin revoked', target: 'user' },
  'user.deactivated': { label: 'Account deactivated', target: 'user' },
  'user.reactivated': { label: 'Account reactivated', target: 'user' },
  'reset-link.created': { label: 'Reset link created', target: 'user' },
  'team.updated': { label: 'Team changed', target: 'user' },
  'signup-token.rotated': { label: 'Sign-up token rotated', target: 'signup-token' },
  'remote.deployed': { label: 'Remote version deployed', target: 'remote' },
  'remote.activated': { label: 'Remote version activated', target: 'remote' },
  'remote.rolled-back': { label: 'Remote rolled back', target: 'remote' },
  'remote.rolled-out': { label: 'Remote version rolled out', target: 'remote' },
  'remote.previewed': { label: 'Remote version previewed', target: 'remote' },
  'deploy-token.created': { label: 'Deploy token made', target: 'deploy-token' },
  'deploy-token.revoked': { label: 'Deploy token revoked', target: 'deploy-token' },
};

/** The actions in the contract's order: resources, files, timeline, highlights, accounts, tokens, remotes. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_DETAILS) as AuditAction[];
