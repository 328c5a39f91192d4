import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asciiJson } from './ascii-json.js';

describe('asciiJson', () => {
  it('writes JSON in ASCII only, and it parses back to the very same value', () => {
    const value = { name: 'Ana María Núñez', city: 'Zürich', note: 'naïve — “quoted” 日本 🧪', del: '\u007f', ok: 'plain "text"\n\\' };
    const text = asciiJson(JSON.stringify(value));
    assert.match(text, /^[\x00-\x7e]*$/);
    assert.deepEqual(JSON.parse(text), value);
    assert.ok(text.includes('Mar\\u00eda'));
    assert.ok(text.includes('\\ud83e\\uddea'), 'a character outside the BMP is written as its surrogate pair');
  });

  it('leaves ASCII JSON as it is', () => {
    const text = JSON.stringify({ data: [{ title: 'Plain \\ "quoted" text', n: 1 }] });
    assert.equal(asciiJson(text), text);
  });
});
