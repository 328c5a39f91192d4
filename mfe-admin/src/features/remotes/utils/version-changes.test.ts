import { remoteStatus, SITE_BUILD, TIMELINE } from '../../../testing/fixtures';
import { canRollBack } from './version-changes';

describe('canRollBack', () => {
  it('offers a roll back from any version but the first', () => {
    expect(canRollBack(TIMELINE)).toBe(true);
  });

  it('offers one from the first version once there are others, and leaves the answer to the server', () => {
    const later = { ...SITE_BUILD, version: 2, source: 'bundle' as const };
    expect(canRollBack(remoteStatus('mfe-public', { versions: [later, { ...SITE_BUILD, active: true }] }))).toBe(true);
  });

  it('offers none when the active version is the only one', () => {
    expect(canRollBack(remoteStatus('mfe-public'))).toBe(false);
  });
});
