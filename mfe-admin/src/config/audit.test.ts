import { auditActionLabel, auditTargetLabel } from './audit';

describe('audit labels', () => {
  it('are labelled, and what a newer API sends is shown as it is', () => {
    expect(auditActionLabel('user.deactivated')).toBe('Account deactivated');
    expect(auditActionLabel('remote.deployed')).toBe('Remote version deployed');
    expect(auditActionLabel('remote.renamed')).toBe('remote.renamed');
    expect(auditTargetLabel('timeline-entry')).toBe('Timeline entry');
    expect(auditTargetLabel('remote')).toBe('Remote');
    expect(auditTargetLabel('cluster')).toBe('cluster');
  });
});
