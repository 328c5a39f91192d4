import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { tar, type PackedEntry } from '../../testing/tar-archives.js';
import { MAX_BUNDLE_FILES, MAX_NAME_LENGTH, MAX_PROBLEMS, MAX_UNPACKED_BYTES, readBundle } from './bundle-archive.js';

const tarGz = async (entries: PackedEntry[]) => gzipSync(await tar(entries));
const GOOD = { name: 'remoteEntry.js', content: 'var mfe_timeline;' };

async function problems(archive: Buffer): Promise<string[]> {
  const bundle = await readBundle(archive);
  assert.ok('problems' in bundle, 'the bundle is refused');
  return bundle.problems;
}

describe('readBundle', () => {
  it('counts every entry towards the limit: folders too', async () => {
    const folders = Array.from({ length: MAX_BUNDLE_FILES }, (_, i): PackedEntry => ({ name: `folder${i}/`, type: 'directory' }));
    assert.deepEqual(await problems(await tarGz([GOOD, ...folders])), [`The bundle holds more than ${MAX_BUNDLE_FILES} entries (files, folders and others).`]);
  });

  it('counts pax headers as entries too', async () => {
    const files = Array.from({ length: MAX_BUNDLE_FILES / 2 + 1 }, (_, i): PackedEntry => ({ name: `f${i}.js`, pax: { comment: 'x' } }));
    assert.deepEqual(await problems(await tarGz(files)), [`The bundle holds more than ${MAX_BUNDLE_FILES} entries (files, folders and others).`]);
  });

  it('stops at the first problems, and says so when the list is cut', async () => {
    const links = Array.from({ length: 1000 }, (_, i): PackedEntry => ({ name: `link${i}`, type: 'symlink', linkname: '/etc/passwd' }));
    const listed = await problems(await tarGz([GOOD, ...links]));
    assert.equal(listed.length, MAX_PROBLEMS + 1);
    assert.equal(listed[0], '"link0" is a symbolic link: a bundle holds only files and folders.');
    assert.equal(listed[MAX_PROBLEMS - 1], `"link${MAX_PROBLEMS - 1}" is a symbolic link: a bundle holds only files and folders.`);
    assert.equal(listed[MAX_PROBLEMS], `…and more: the bundle was read up to its first ${MAX_PROBLEMS} problems.`);
    // Exactly as many problems as are listed: nothing more to say.
    const all = await problems(await tarGz([GOOD, ...links.slice(0, MAX_PROBLEMS)]));
    assert.deepEqual(all, listed.slice(0, MAX_PROBLEMS));
  });

  it('refuses a long name, quoting only its start', async () => {
    const name = `../${'a'.repeat(4000)}.js`;
    assert.deepEqual(await problems(await tarGz([GOOD, { name }])), [`"${name.slice(0, 60)}…" has a name longer than ${MAX_NAME_LENGTH} characters.`]);
  });

  it('refuses pax headers larger than a few KB or with too many records, without reading on', async () => {
    assert.deepEqual(await problems(await tarGz([{ ...GOOD, pax: { comment: 'x'.repeat(1024 * 1024) } }])), [
      'The bundle is not a readable .tar.gz archive: a pax or long-name header is larger than 8 KB.',
    ]);
    const records = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, 'v']));
    assert.deepEqual(await problems(await tarGz([{ ...GOOD, pax: records }])), ['The bundle is not a readable .tar.gz archive: a pax header holds more than 64 records.']);
  });

  it('refuses a gzip bomb by what the gunzip writes, whatever the headers declare', async () => {
    // After its end blocks the tar goes on: padding no header counts, which unpacks past the limit all the same.
    const bomb = gzipSync(Buffer.concat([await tar([GOOD]), Buffer.alloc(MAX_UNPACKED_BYTES + 8 * 1024 * 1024)]));
    assert.deepEqual(await problems(bomb), [`The bundle unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB.`]);
  });
});
