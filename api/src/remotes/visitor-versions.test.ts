import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { rolloutBucket, visitorVersion } from './visitor-versions.js';

const visitors = (count: number) => Array.from({ length: count }, () => randomBytes(16).toString('base64url'));

describe('rollouts and previews, per visitor', () => {
  it('gives a rollout to its share of fresh visitors, within 10 points over 1,000', () => {
    for (const percent of [10, 25, 50, 90]) {
      const got = visitors(1_000).filter((id) => visitorVersion('mfe_timeline', { rolloutId: id }, { version: 7, percent }, undefined)?.version === 7).length;
      assert.ok(Math.abs(got / 10 - percent) <= 10, `${percent} %: ${got / 10} %`);
    }
  });

  it('keeps each visitor on one side, and those already in when the share grows', () => {
    for (const id of visitors(200)) {
      const at = (percent: number) => visitorVersion('mfe_timeline', { rolloutId: id }, { version: 7, percent }, undefined) !== undefined;
      assert.equal(at(10), at(10), 'sticky');
      if (at(10)) assert.ok(at(50), 'in at 10 %, in at 50 %');
    }
  });

  it('draws each rollout afresh, and each remote apart', () => {
    const ids = visitors(400);
    const inOne = ids.filter((id) => rolloutBucket(id, 'mfe_timeline', 7) < 50);
    const inNext = ids.filter((id) => rolloutBucket(id, 'mfe_timeline', 8) < 50);
    const inOther = ids.filter((id) => rolloutBucket(id, 'mfe_public', 7) < 50);
    assert.notDeepEqual(inOne, inNext);
    assert.notDeepEqual(inOne, inOther);
  });

  it('gives no rollout to a browser without its id, and a preview before anything', () => {
    assert.equal(visitorVersion('mfe_timeline', {}, { version: 7, percent: 100 }, undefined), undefined);
    const preview = { remote: 'mfe_timeline', version: 9, expiresAt: Date.now() + 1_000 };
    assert.deepEqual(visitorVersion('mfe_timeline', { rolloutId: 'x' }, { version: 7, percent: 100 }, preview), { version: 9, why: 'preview' });
    assert.equal(visitorVersion('mfe_public', {}, undefined, preview), undefined, 'a preview is of its own remote only');
  });
});
