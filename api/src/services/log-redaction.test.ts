import assert from 'node:assert/strict';
import { it } from 'node:test';
import { redactUrl } from './log-redaction.js';

it('blanks feed tokens in logged URLs and leaves the rest', () => {
  assert.equal(redactUrl('/api/snapshots/feed.ics?token=abc_DEF-123'), '/api/snapshots/feed.ics?token=[redacted]');
  assert.equal(redactUrl('/x?a=1&TOKEN=s3cret&b=2'), '/x?a=1&TOKEN=[redacted]&b=2');
  assert.equal(redactUrl('/api/members?project=NOVA'), '/api/members?project=NOVA');
});
