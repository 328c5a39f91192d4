import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ResponseCache } from '../cache/response-cache.js';
import { PageAnswers, pageBody, type PageReply } from './page-answers.js';

const page = (text: string, status = 200): PageReply => ({ status, noindex: false, served: { remote: 'mfe_public', version: 1 }, body: Buffer.from(text) });
const big = (text: string) => `<!doctype html><main>${text.repeat(2000)}</main>`;

function withData() {
  const data = new ResponseCache();
  return { data, pages: new PageAnswers(data) };
}

describe('PageAnswers', () => {
  it('keeps an answer under its key, with its status, and hands it back', () => {
    const { pages } = withData();
    assert.equal(pages.get('k'), undefined);
    assert.equal(pages.store('k', pages.begin(), ['members'], page('<p>people</p>', 404)), true);
    const kept = pages.get('k');
    assert.equal(kept?.status, 404);
    assert.deepEqual(kept?.served, { remote: 'mfe_public', version: 1 });
    assert.equal(pages.body('k', undefined)?.body.toString(), '<p>people</p>');
    assert.equal(pages.get('other'), undefined);
  });

  it('keys a page by its address and the config it carries', () => {
    const config = { remotes: { mfe_public: '/remotes/mfe-public/remoteEntry.js' }, versions: { mfe_public: 1 } };
    assert.equal(PageAnswers.key('/People', config), PageAnswers.key('/People', structuredClone(config)));
    assert.notEqual(PageAnswers.key('/People', config), PageAnswers.key('/', config));
    assert.notEqual(PageAnswers.key('/People', config), PageAnswers.key('/People', { ...config, versions: { mfe_public: 2 } }));
    assert.notEqual(PageAnswers.key('/publications?year=2024', config), PageAnswers.key('/publications', config));
  });

  it('gives each content coding its own bytes, compressed once', () => {
    const { pages } = withData();
    pages.store('k', pages.begin(), [], page(big('people ')));
    const gzip = pages.body('k', 'gzip')!;
    assert.equal(gzip.coding, 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), big('people '));
    assert.equal(pages.body('k', 'gzip')!.body, gzip.body, 'the same bytes again');
    assert.equal(brotliDecompressSync(pages.body('k', 'br')!.body).toString(), big('people '));
    assert.equal(pages.keptBytes, big('people ').length + gzip.body.length + pages.body('k', 'br')!.body.length);
    assert.deepEqual(pages.body('k', undefined), { body: Buffer.from(big('people ')) });
    pages.store('small', pages.begin(), [], page('<p>tiny</p>'));
    assert.deepEqual(pages.body('small', 'br'), { body: Buffer.from('<p>tiny</p>') }, 'too small to gain');
  });

  it('drops an answer once data it read is written, and keeps the others', () => {
    const { data, pages } = withData();
    pages.store('people', pages.begin(), ['members'], page('people'));
    pages.store('highlights', pages.begin(), ['highlights'], page('highlights'));
    pages.store('about', pages.begin(), [], page('about'));
    data.invalidate(['members']);
    assert.equal(pages.get('people'), undefined);
    assert.equal(pages.get('highlights')?.body.toString(), 'highlights');
    assert.equal(pages.get('about')?.body.toString(), 'about');
    assert.equal(pages.size, 2);
  });

  it('refuses an answer begun before any write or clear: it may hold the old data', () => {
    const { data, pages } = withData();
    const before = pages.begin();
    data.invalidate(['highlights']);
    assert.equal(pages.store('people', before, ['members'], page('people')), false);
    const beforeClear = pages.begin();
    pages.clear();
    assert.equal(pages.store('people', beforeClear, ['members'], page('people')), false);
    assert.equal(pages.store('people', pages.begin(), ['members'], page('people')), true);
  });

  it('serves and keeps nothing while the response cache may miss invalidations, and nothing kept before', () => {
    const { data, pages } = withData();
    pages.store('people', pages.begin(), [], page('people'));
    data.setEnabled(false);
    assert.equal(pages.get('people'), undefined);
    assert.equal(pages.store('people', pages.begin(), [], page('deaf')), false);
    data.setEnabled(true);
    assert.equal(pages.get('people'), undefined, 'on again, it starts empty');
  });

  it('drops every answer when cleared (a new version, a new route table)', () => {
    const { pages } = withData();
    pages.store('people', pages.begin(), [], page('people'));
    pages.clear();
    assert.equal(pages.get('people'), undefined);
    assert.equal(pages.keptBytes, 0);
  });

  it('holds at most its bytes, compressed copies included, dropping the least recently used', () => {
    const data = new ResponseCache();
    const one = big('a');
    const pages = new PageAnswers(data, one.length * 2 + 10);
    for (const key of ['a', 'b']) pages.store(key, pages.begin(), [], page(big(key)));
    assert.ok(pages.get('a'), 'used again');
    pages.store('c', pages.begin(), [], page(big('c')));
    assert.equal(pages.get('b'), undefined);
    assert.ok(pages.get('a'));
    assert.ok(pages.get('c'));
    pages.body('c', 'gzip');
    assert.equal(pages.get('a'), undefined, 'its gzip copy pushed the older one out');
    assert.ok(pages.keptBytes <= one.length * 2 + 10);
    assert.equal(pages.store('huge', pages.begin(), [], page('x'.repeat(one.length * 3))), false);
  });

  it('lets other visitors of a page being answered wait for it', async () => {
    const { pages } = withData();
    assert.equal(pages.underWay('people'), undefined);
    const settle = pages.lead('people');
    const waiting = pages.underWay('people');
    assert.ok(waiting);
    pages.store('people', pages.begin(), [], page('people'));
    settle();
    await waiting;
    assert.equal(pages.underWay('people'), undefined);
    assert.equal(pages.get('people')?.body.toString(), 'people');
  });

  it('compresses a body worth it in the coding asked', () => {
    assert.equal(gunzipSync(pageBody(Buffer.from(big('x')), 'gzip').body).toString(), big('x'));
    assert.deepEqual(pageBody(Buffer.from(big('x')), undefined), { body: Buffer.from(big('x')) });
  });
});
