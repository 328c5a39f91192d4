import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { etagOf, ResponseCache } from './response-cache.js';

const answer = (text: string) => {
  const body = Buffer.from(text);
  return { body, etag: etagOf(body), headers: { 'content-type': 'application/json; charset=utf-8' }, encoded: {} };
};

describe('ResponseCache', () => {
  it('keeps a body under its key and hands it back', () => {
    const cache = new ResponseCache();
    assert.equal(cache.get('visitor /api/members {}'), undefined);
    assert.equal(cache.store('visitor /api/members {}', ['members'], cache.begin(['members']), answer('[1]')), true);
    const { body, etag, headers, encoded } = cache.get('visitor /api/members {}')!;
    assert.deepEqual({ body, etag, headers, encoded }, answer('[1]'));
    assert.equal(cache.get('member /api/members {}'), undefined, 'another key is another entry');
  });

  it('gives equal bodies equal strong ETags, and different bodies different ones', () => {
    assert.equal(etagOf(Buffer.from('{"data":[]}')), etagOf(Buffer.from('{"data":[]}')));
    assert.notEqual(etagOf(Buffer.from('{"data":[]}')), etagOf(Buffer.from('{"data":[1]}')));
    assert.match(etagOf(Buffer.from('x')), /^"[\w-]+"$/);
  });

  it('drops only the entries of an invalidated tag', () => {
    const cache = new ResponseCache();
    cache.store('a', ['members'], cache.begin(['members']), answer('members'));
    cache.store('b', ['highlights'], cache.begin(['highlights']), answer('highlights'));
    cache.invalidate(['members']);
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.get('b')?.body.toString(), 'highlights');
  });

  it('refuses the body of a read that began before a write to its tag (it may hold the old data)', () => {
    const cache = new ResponseCache();
    const before = cache.begin(['highlights']);
    cache.invalidate(['highlights']);
    assert.equal(cache.store('a', ['highlights'], before, answer('stale')), false);
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.store('a', ['highlights'], cache.begin(['highlights']), answer('fresh')), true);
  });

  it('still stores a read that began before a write to another tag', () => {
    const cache = new ResponseCache();
    const before = cache.begin(['highlights']);
    cache.invalidate(['members']);
    assert.equal(cache.store('a', ['highlights'], before, answer('fine')), true);
  });

  it('refuses reads that began before a clear, and stores nothing while disabled', () => {
    const cache = new ResponseCache();
    const before = cache.begin(['members']);
    cache.clear();
    assert.equal(cache.store('a', ['members'], before, answer('stale')), false);
    cache.store('a', ['members'], cache.begin(['members']), answer('kept'));
    cache.setEnabled(false);
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.store('a', ['members'], cache.begin(['members']), answer('deaf')), false);
    cache.setEnabled(true);
    assert.equal(cache.get('a'), undefined, 'on again, it starts empty');
  });

  it('says whether a read is still current, and counts every invalidation and clear', () => {
    const cache = new ResponseCache();
    const members = cache.begin(['members']);
    assert.equal(cache.current(['members'], members), true);
    cache.invalidate(['highlights']);
    assert.equal(cache.current(['members'], members), true, 'another tag written');
    assert.equal(cache.changes, 1);
    cache.invalidate(['members']);
    assert.equal(cache.current(['members'], members), false);
    cache.clear();
    assert.equal(cache.changes, 3);
    const after = cache.begin([]);
    cache.setEnabled(false);
    assert.equal(cache.enabled, false);
    assert.equal(cache.current([], after), false, 'nothing is current while invalidations may be missed');
  });

  it('holds at most its limit of entries, dropping the oldest', () => {
    const cache = new ResponseCache(2);
    for (const key of ['a', 'b', 'c']) cache.store(key, ['members'], cache.begin(['members']), answer(key));
    assert.equal(cache.size, 2);
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.get('c')?.body.toString(), 'c');
  });
});
