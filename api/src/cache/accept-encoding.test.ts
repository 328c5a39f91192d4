import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preferredCoding } from './accept-encoding.js';

describe('preferredCoding', () => {
  it('takes brotli over gzip when both are accepted, as browsers send them', () => {
    assert.equal(preferredCoding('gzip, deflate, br'), 'br');
    assert.equal(preferredCoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(preferredCoding('BR;Q=1, GZIP'), 'br');
  });

  it('takes gzip when brotli is not accepted, or weighs less', () => {
    assert.equal(preferredCoding('gzip, deflate'), 'gzip');
    assert.equal(preferredCoding('br;q=0, gzip'), 'gzip');
    assert.equal(preferredCoding('br;q=0.5, gzip;q=0.8'), 'gzip');
  });

  it('sends the body as it is without the header, or when no kept coding is accepted', () => {
    assert.equal(preferredCoding(undefined), undefined);
    assert.equal(preferredCoding(''), undefined);
    assert.equal(preferredCoding('identity'), undefined);
    assert.equal(preferredCoding('br;q=0, gzip;q=0'), undefined);
    assert.equal(preferredCoding('deflate, zstd'), undefined);
    assert.equal(preferredCoding('*;q=0'), undefined);
  });

  it('reads * as every coding not named', () => {
    assert.equal(preferredCoding('*'), 'br');
    assert.equal(preferredCoding('br;q=0, *'), 'gzip');
    assert.equal(preferredCoding('gzip;q=0.2, *;q=0.5'), 'br');
    assert.equal(preferredCoding('*;q=0, gzip'), 'gzip');
  });

  it('keeps the body as it is when identity is ranked above the codings', () => {
    assert.equal(preferredCoding('identity, gzip;q=0.5'), undefined);
    assert.equal(preferredCoding('identity;q=0.5, gzip'), 'gzip');
    assert.equal(preferredCoding('identity;q=0, br'), 'br');
  });

  it('leaves out entries with an unreadable weight', () => {
    assert.equal(preferredCoding('br;q=high, gzip'), 'gzip');
    assert.equal(preferredCoding('br;q=2, gzip;q='), undefined);
  });
});
