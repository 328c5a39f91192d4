import type { RemoteHealth } from '../api/remotes';
import { commitText, healthText } from './release-text';

const HEALTH: RemoteHealth = { pageLoads: 240, loadFailures: 2, renderErrors: 1, serverFallbacks: 0, failureRate: 0.0125, reasons: [] };

it('says which commit a version was built from, on which branch, and whether it had uncommitted changes', () => {
  expect(commitText({ commit: '0123456789abcdef', branch: 'main', author: 'Ada', dirty: false })).toBe('0123456 on main');
  expect(commitText({ commit: '0123456789abcdef', branch: null, author: null, dirty: true })).toBe('0123456, with uncommitted changes');
  expect(commitText(null)).toBe('Not recorded');
  expect(commitText(undefined)).toBe('Not recorded');
});

it("sums up a version's health: page loads and the share that failed", () => {
  expect(healthText(HEALTH)).toBe('240 page loads, 1.3 % failed');
  expect(healthText({ ...HEALTH, pageLoads: 1, failureRate: 0 })).toBe('1 page load, 0.0 % failed');
  expect(healthText({ ...HEALTH, pageLoads: 0, failureRate: 0 })).toBe('No page loads yet');
  expect(healthText(undefined)).toBe('Not recorded');
});
