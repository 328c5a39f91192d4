import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { calendarText, escapeText, foldLine } from './ical.js';

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and every kind of newline, and drops other controls', () => {
    assert.equal(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h\ti'), 'a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    assert.ok(folded.length > 1);
    for (const part of folded) assert.ok(Buffer.byteLength(part) <= 75);
    assert.ok(folded.slice(1).every((part) => part.startsWith(' ')));
    assert.equal(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join(''), line);
    assert.equal(Buffer.byteLength(folded[0]!), 74, 'a two-octet character that would pass 75 moves to the next line');
  });

  it('leaves a line of exactly 75 octets whole, and ends every line with CRLF', () => {
    const line = 'X'.repeat(75);
    assert.equal(foldLine(line), line);
    assert.equal(calendarText(['A', 'B']), 'A\r\nB\r\n');
  });
});
