import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatBytes, progressBar } from './progress';
import { capture } from './testing';

describe('progressBar', () => {
  it('redraws one line on a terminal, only when the percentage changes', () => {
    const output = capture(true);
    const bar = progressBar(output, 'Uploading');
    bar.update(52, 100);
    bar.update(52, 100);
    bar.update(100, 100);
    bar.finish();
    assert.equal(
      output.text(),
      '\rUploading  [##########----------]   52%  52 B / 100 B' + '\rUploading  [####################]  100%  100 B / 100 B' + '\n',
    );
  });

  it('writes a plain line at each quarter elsewhere', () => {
    const output = capture(false);
    const bar = progressBar(output, 'Uploading');
    for (const done of [10, 30, 40, 52, 100]) bar.update(done, 100);
    bar.finish();
    assert.equal(output.text(), 'Uploading: 30% (30 B / 100 B)\nUploading: 52% (52 B / 100 B)\nUploading: 100% (100 B / 100 B)\n');
  });
});

describe('formatBytes', () => {
  it('reads as a person would say it', () => {
    assert.equal(formatBytes(999), '999 B');
    assert.equal(formatBytes(1536), '1.5 KB');
    assert.equal(formatBytes(2.3 * 1024 * 1024), '2.3 MB');
  });
});
