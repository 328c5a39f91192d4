import { SITE_BUILD, TIMELINE } from '../../../testing/fixtures';
import { versionState } from './version-state';

const [hosted, active, uploaded] = TIMELINE.versions;

it('says a version is active, in a rollout with its share, or uploaded', () => {
  const rolling = { ...TIMELINE, rollout: { version: 4, percent: 25, startedBy: 'ada', startedAt: '2026-03-06T10:00:00.000Z' } };
  expect(versionState(rolling, active)).toBe('Active');
  expect(versionState(rolling, hosted)).toBe('In rollout to 25 %');
  expect(versionState(rolling, uploaded)).toBe('Uploaded');
  expect(versionState(TIMELINE, hosted)).toBe('Uploaded');
});

it("calls the site's build not active rather than uploaded", () => {
  expect(versionState(TIMELINE, SITE_BUILD)).toBe('Not active');
});
