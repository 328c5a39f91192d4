import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KEPT_REASONS } from '../repository/health.js';
import { HealthCounter, MAX_REASON } from './health-counter.js';

const at = (iso: string) => () => new Date(iso);

describe('HealthCounter', () => {
  it('counts per package and version and minute, whichever name the remote comes by', () => {
    let now = '2026-03-06T09:15:10Z';
    const counter = new HealthCounter(() => new Date(now));
    counter.pageServed({ remote: 'mfe_timeline', version: 3 });
    counter.pageServed({ remote: 'mfe-timeline', version: 3 });
    counter.clientFailure({ remote: 'mfe-timeline', version: 3, kind: 'load' });
    counter.clientFailure({ remote: 'mfe-timeline', version: 2, kind: 'render' });
    counter.serverFallback({ remote: 'mfe_timeline', version: 3, reason: 'boom' });
    now = '2026-03-06T09:16:00Z';
    counter.pageServed({ remote: 'mfe_timeline', version: 3 });
    const minute = (iso: string) => new Date(iso);
    assert.deepEqual(counter.take().counts, [
      { remote: 'mfe-timeline', version: 3, minute: minute('2026-03-06T09:15:00Z'), pageLoads: 2, loadFailures: 1, renderErrors: 0, serverFallbacks: 1 },
      { remote: 'mfe-timeline', version: 2, minute: minute('2026-03-06T09:15:00Z'), pageLoads: 0, loadFailures: 0, renderErrors: 1, serverFallbacks: 0 },
      { remote: 'mfe-timeline', version: 3, minute: minute('2026-03-06T09:16:00Z'), pageLoads: 1, loadFailures: 0, renderErrors: 0, serverFallbacks: 0 },
    ]);
    assert.deepEqual(counter.take(), { counts: [], reasons: [] }, 'each take starts afresh');
  });

  it("keeps the reason of a page the site chose to draw in the browser, without counting it against the version", () => {
    const counter = new HealthCounter(at('2026-03-06T09:15:00Z'));
    counter.serverFallback({ remote: 'mfe_public', version: 4, reason: 'not drawn within 100 ms', failed: false });
    counter.serverFallback({ remote: 'mfe_bogus', version: 4, reason: 'not drawn within 100 ms', failed: false });
    const taken = counter.take();
    assert.deepEqual(taken.counts, []);
    assert.deepEqual(
      taken.reasons.map(({ remote, version, reason, count }) => ({ remote, version, reason, count })),
      [{ remote: 'mfe-public', version: 4, reason: 'not drawn within 100 ms', count: 1 }],
    );
  });

  it('counts nothing of a remote the site does not have, or of no version', () => {
    const counter = new HealthCounter(at('2026-03-06T09:15:00Z'));
    counter.pageServed({ remote: 'mfe_bogus', version: 2 });
    counter.pageServed({ remote: 'mfe_public', version: 0 });
    counter.serverFallback({ remote: 'mfe_bogus', version: 2, reason: 'x' });
    assert.deepEqual(counter.take(), { counts: [], reasons: [] });
  });

  it(`keeps reasons on one line, cut to ${MAX_REASON} characters, ${KEPT_REASONS} per version, while counting every fallback`, () => {
    const counter = new HealthCounter(at('2026-03-06T09:15:00Z'));
    counter.serverFallback({ remote: 'mfe_public', version: 1, reason: `Missing getServerSnapshot\n    at useAuth ${'x'.repeat(300)}` });
    counter.serverFallback({ remote: 'mfe_public', version: 1, reason: `Missing getServerSnapshot at useAuth ${'x'.repeat(300)}` });
    for (let i = 0; i < KEPT_REASONS + 5; i += 1) counter.serverFallback({ remote: 'mfe_public', version: 1, reason: `reason ${i}` });
    counter.serverFallback({ remote: 'mfe_public', version: 2, reason: 'another version has its own' });
    const { counts, reasons } = counter.take();
    assert.equal(counts.find((row) => row.version === 1)?.serverFallbacks, KEPT_REASONS + 7);
    const ofOne = reasons.filter((row) => row.version === 1);
    assert.equal(ofOne.length, KEPT_REASONS);
    assert.equal(ofOne[0]!.reason, `Missing getServerSnapshot at useAuth ${'x'.repeat(MAX_REASON - 37)}`);
    assert.equal(ofOne[0]!.count, 2, 'the same message, spaced otherwise, is one reason');
    assert.deepEqual(reasons.filter((row) => row.version === 2).map((row) => row.reason), ['another version has its own']);
  });
});
