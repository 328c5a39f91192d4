import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderUrl } from './render-url.js';

describe('renderUrl', () => {
  it('keeps the path alone when the route declares no query parameter', () => {
    assert.equal(renderUrl('/reset-password?token=secret'), '/reset-password');
    assert.equal(renderUrl('/People'), '/People');
  });

  it('keeps only the declared parameters, in their order', () => {
    assert.equal(renderUrl('/publications?session=x&year=2024&project=NOVA&token=y', ['project', 'year']), '/publications?year=2024&project=NOVA');
    assert.equal(renderUrl('/publications?utm=1', ['project']), '/publications');
  });
});
