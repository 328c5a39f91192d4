import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withPageHead } from './page-head.js';

const meta = { title: 'People', description: 'Members & "alumni"', url: 'https://lab.example.edu/People', type: 'website' as const };

describe('withPageHead', () => {
  it("replaces the shell's title and description, minified or not, and adds canonical and Open Graph tags", () => {
    const minified =
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Default."><title>Lab</title><script defer src=/main.js></script></head><body></body></html>';
    const html = withPageHead(minified, meta);
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.match(html, /<title>People \| Visual Cognition Lab<\/title>/);
    assert.doesNotMatch(html, /Default\./);
    assert.match(html, /<meta name="description" content="Members &amp; &quot;alumni&quot;">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/lab\.example\.edu\/People">/);
    assert.match(html, /<meta property="og:type" content="website">/);
    assert.match(html, /<meta charset=utf-8>/);
    assert.match(html, /<script defer src=\/main\.js><\/script>/);
    assert.ok(html.indexOf('og:url') < html.indexOf('</head>'));
  });

  it('escapes whatever a title holds, and puts the tags first when there is no head', () => {
    const html = withPageHead('<!doctype html><title>Lab</title><div id="root"></div>', {
      ...meta,
      title: '</title><script>alert(1)</script>$&',
      type: 'article',
      image: 'https://lab.example.edu/api/highlights/1/image',
    });
    assert.match(html, /^<!doctype html><title>&lt;\/title&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;\$&amp; \| Visual Cognition Lab<\/title>/);
    assert.doesNotMatch(html, /<script>/);
    assert.match(html, /<meta property="og:image" content="https:\/\/lab\.example\.edu\/api\/highlights\/1\/image">/);
  });

  it('shows the lab name alone for a page without a title of its own', () => {
    assert.match(withPageHead('<head></head>', { ...meta, title: '' }), /<title>Visual Cognition Lab<\/title>/);
  });
});
