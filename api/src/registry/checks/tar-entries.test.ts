import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tar } from '../../testing/tar-archives.js';
import { TarError, tarEntries } from './tar-entries.js';

/** The archive with the header at `offset` given another typeflag (and its checksum redone), as GNU tar or an old tar writes. */
function retyped(archive: Buffer, offset: number, type: string): Buffer {
  const copy = Buffer.from(archive);
  copy.write(type, offset + 156, 'latin1');
  copy.fill(0x20, offset + 148, offset + 156);
  let sum = 0;
  for (let i = offset; i < offset + 512; i += 1) sum += copy[i]!;
  copy.write(`${sum.toString(8).padStart(6, '0')}\0 `, offset + 148, 'latin1');
  return copy;
}

const read = (archive: Buffer) => [...tarEntries(archive)].map(({ name, type, content, extended }) => ({ name, type, content: content.toString(), extended }));

describe('tarEntries', () => {
  it('names entries by the ustar prefix, a pax path or a GNU long name', async () => {
    const split = `assets/${'deep/'.repeat(25)}chunk.js`;
    const long = `assets/${'x'.repeat(120)}.js`;
    const gnu = await tar([{ name: '././@LongLink', content: 'assets/gnu-long-name.js' }, { name: 'assets/gnu-long-na', content: 'g' }]);
    assert.deepEqual(read(await tar([{ name: split, content: 's' }, { name: long, content: 'l' }])), [
      { name: split, type: '0', content: 's', extended: false },
      { name: 'PaxHeader', type: 'x', content: `${long.length + 10} path=${long}\n`, extended: true },
      { name: long, type: '0', content: 'l', extended: false },
    ]);
    assert.deepEqual(read(retyped(gnu, 0, 'L')).at(-1), { name: 'assets/gnu-long-name.js', type: '0', content: 'g', extended: false });
  });

  it('leaves a global pax header to itself and takes an old-style folder by its slash', async () => {
    const archive = await tar([{ name: 'a.js', pax: { path: 'elsewhere.js' }, content: 'a' }, { name: 'old-folder/', type: 'file' }]);
    const entries = read(retyped(retyped(archive, 0, 'g'), 2048, '\0'));
    // tar-stream writes "PaxHeader" as the own name of an entry whose path is in its pax header.
    assert.deepEqual(
      entries.map(({ name, type }) => [name, type]),
      [['PaxHeader', 'g'], ['PaxHeader', '0'], ['old-folder/', '5']],
    );
  });

  it('refuses a wrong checksum, a base-256 size and an archive ending inside an entry', async () => {
    const archive = await tar([{ name: 'a.js', content: 'x'.repeat(1000) }]);
    const broken = Buffer.from(archive);
    broken[0] = 0x62;
    assert.throws(() => read(broken), new TarError("a header's checksum is wrong"));
    const huge = Buffer.from(archive);
    huge.fill(0xff, 124, 136);
    assert.throws(() => read(retyped(huge, 0, '0')), new TarError('a header holds a number that is not octal'));
    assert.throws(() => read(archive.subarray(0, 1024)), new TarError('it ends inside an entry'));
  });
});
