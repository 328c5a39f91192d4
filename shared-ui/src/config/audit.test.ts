import { AUDIT_ACTIONS, AUDIT_ACTION_DETAILS } from './audit';

describe('audit actions', () => {
  it('are the contract list, in its order', () => {
    expect(AUDIT_ACTIONS).toEqual([
      'resource.created', 'resource.updated', 'resource.deleted',
      'attachment.uploaded', 'attachment.deleted',
      'timeline.created', 'timeline.updated', 'timeline.deleted',
      'highlight.created', 'highlight.updated', 'highlight.deleted',
      'profile.updated', 'password.changed', 'password.reset', 'feed-link.replaced',
      'user.signed-up', 'user.admin-granted', 'user.admin-revoked',
      'user.deactivated', 'user.reactivated', 'reset-link.created', 'team.updated',
      'signup-token.rotated',
      'remote.deployed', 'remote.activated', 'remote.rolled-back', 'remote.rolled-out', 'remote.previewed', 'deploy-token.created', 'deploy-token.revoked',
    ]);
  });

  it('each have a label of their own', () => {
    const labels = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_DETAILS[action].label);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });
});
