import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderNodeFlags } from './node-permissions.js';

describe('renderNodeFlags', () => {
  it("names the permission model by the running Node's flag: --permission from Node 22, which 24 requires", () => {
    assert.equal(renderNodeFlags([], new Set(['--permission', '--experimental-permission']))[0], '--permission');
    assert.equal(renderNodeFlags([], new Set(['--permission']))[0], '--permission');
    assert.equal(renderNodeFlags([], new Set(['--experimental-permission']))[0], '--experimental-permission');
  });

  it('allows reading each folder with a flag of its own, and caps the heap', () => {
    const flags = renderNodeFlags(['/a', '/b,c'], new Set(['--permission']));
    assert.deepEqual(flags.filter((flag) => flag.startsWith('--allow-fs-read')), ['--allow-fs-read=/a', '--allow-fs-read=/b,c']);
    assert.ok(flags.some((flag) => /^--max-old-space-size=\d+$/.test(flag)));
    assert.ok(!flags.some((flag) => flag.startsWith('--allow-child-process') || flag.startsWith('--allow-fs-write') || flag.startsWith('--allow-net')));
  });
});
