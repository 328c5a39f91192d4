import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageHeadTags } from './page-head.js';

const meta = { title: 'People', description: 'Members & "alumni"', url: 'https://lab.example.edu/People', type: 'website' as const };

describe('pageHeadTags', () => {
  it('titles the page after the lab, and adds its description, canonical and Open Graph tags', () => {
    const head = pageHeadTags(meta);
    assert.match(head, /^<title>People \| Visual Cognition Lab<\/title>/);
    assert.match(head, /<meta name="description" content="Members &amp; &quot;alumni&quot;">/);
    assert.match(head, /<link rel="canonical" href="https:\/\/lab\.example\.edu\/People">/);
    assert.match(head, /<meta property="og:type" content="website">/);
    assert.doesNotMatch(head, /robots/);
  });

  it('escapes whatever a title holds', () => {
    const head = pageHeadTags({ ...meta, title: '</title><script>alert(1)</script>$&', type: 'article', image: 'https://lab.example.edu/api/highlights/1/image' });
    assert.match(head, /^<title>&lt;\/title&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;\$&amp; \| Visual Cognition Lab<\/title>/);
    assert.doesNotMatch(head, /<script>/);
    assert.match(head, /<meta property="og:image" content="https:\/\/lab\.example\.edu\/api\/highlights\/1\/image">/);
  });

  it('shows the lab name alone for a page without a title of its own, and tells crawlers off a page not to index', () => {
    assert.equal(pageHeadTags({ title: '', noindex: true }), '<title>Visual Cognition Lab</title><meta name="robots" content="noindex">');
  });
});
