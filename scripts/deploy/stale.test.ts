import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { staleReason } from './stale';
import { makeRemote, removeTemporaryFolders, touch } from './testing';

after(removeTemporaryFolders);

describe('staleReason', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeRemote();
  });

  it('finds a build newer than every source up to date', () => {
    assert.equal(staleReason(dir), null);
  });

  it('calls for a build when either output is missing', () => {
    fs.rmSync(path.join(dir, 'dist/mf-manifest.json'));
    assert.equal(staleReason(dir), 'dist/mf-manifest.json is missing');
    fs.rmSync(path.join(dir, 'dist'), { recursive: true });
    assert.equal(staleReason(dir), 'dist/remoteEntry.js is missing');
  });

  it('names a source changed after the build, however deep', () => {
    touch(path.join(dir, 'src/app/routes.tsx'), 10);
    assert.equal(staleReason(dir), 'src/app/routes.tsx changed after the last build');
  });

  it('dates the build by the older of its two outputs', () => {
    touch(path.join(dir, 'dist/remoteEntry.js'), -200);
    assert.match(staleReason(dir) ?? '', /^src\/.+ changed after the last build$/);
  });

  for (const file of ['package.json', 'tsconfig.json', 'webpack.config.cjs', '../shared-ui/src/index.ts', '../config/federation.cjs']) {
    it(`calls for a build when ${file} changed`, () => {
      touch(path.join(dir, file), 10);
      assert.equal(staleReason(dir), `${file} changed after the last build`);
    });
  }

  it('ignores tests, which change nothing in the build', () => {
    touch(path.join(dir, 'src/app/routes.test.tsx'), 10);
    assert.equal(staleReason(dir), null);
  });
});
