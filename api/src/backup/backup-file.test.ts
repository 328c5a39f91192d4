import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { BackupError, backupText, readBackup, writeBackup } from './backup-file.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-backup-file-'));
after(() => fs.rmSync(folder, { recursive: true, force: true }));

const DUMP = [
  '--',
  '-- PostgreSQL database dump',
  '--',
  '\\restrict abc123',
  "INSERT INTO public.notes VALUES (1, 'é');",
  '\\unrestrict abc123',
  '--',
  '-- PostgreSQL database dump complete',
  '--',
  '',
].join('\n');
const TAKEN = new Date('2026-11-29T10:00:00.000Z');

describe('backup files', () => {
  it('hold a line naming what was dumped, then the dump without psql commands', () => {
    const text = backupText(DUMP, 'PGlite in /srv/lab/data', TAKEN);
    assert.equal(text.split('\n')[0], '-- Lab portal backup: PGlite in /srv/lab/data, taken 2026-11-29T10:00:00.000Z. Restore it with npm run restore -- FILE.');
    assert.doesNotMatch(text, /restrict/);
    assert.match(text, /^INSERT INTO public\.notes VALUES \(1, 'é'\);$/m);
  });

  for (const name of ['lab.sql', 'lab.sql.gz']) {
    it(`are written and read back as they were (${name}), readable only by their owner`, async () => {
      const file = path.join(folder, name);
      const text = backupText(DUMP, 'PGlite', TAKEN);
      const size = await writeBackup(file, text);
      assert.equal(size, fs.statSync(file).size);
      assert.equal(fs.statSync(file).mode & 0o777, 0o600);
      assert.equal(name.endsWith('.gz'), fs.readFileSync(file).subarray(0, 2).equals(Buffer.from([0x1f, 0x8b])));
      assert.equal(await readBackup(file), text);
      assert.deepEqual(fs.readdirSync(folder).filter((entry) => entry.includes('partial')), []);
    });
  }

  it('replace an earlier backup of the same name', async () => {
    const file = path.join(folder, 'again.sql');
    await writeBackup(file, backupText(DUMP, 'first', TAKEN));
    await writeBackup(file, backupText(DUMP, 'second', TAKEN));
    assert.match(await readBackup(file), /^-- Lab portal backup: second,/);
  });

  it('are not written into a folder that does not exist', async () => {
    const missing = path.join(folder, 'nowhere');
    await assert.rejects(writeBackup(path.join(missing, 'lab.sql'), 'x'), new BackupError(`The folder ${missing} does not exist: make it, or write the backup elsewhere.`));
  });

  it('are told apart from what is not one, with a sentence saying why', async () => {
    const write = (name: string, content: string | Buffer) => {
      fs.writeFileSync(path.join(folder, name), content);
      return path.join(folder, name);
    };
    const missing = path.join(folder, 'missing.sql');
    await assert.rejects(readBackup(missing), new BackupError(`There is no file ${missing}.`));
    await assert.rejects(readBackup(folder), new BackupError(`${folder} is a folder: name the backup file inside it.`));
    const plain = write('plain.sql', DUMP);
    await assert.rejects(readBackup(plain), new BackupError(`${plain} is not a backup that npm run backup wrote.`));
    const cut = write('cut.sql', backupText(DUMP, 'PGlite', TAKEN).slice(0, 150));
    await assert.rejects(readBackup(cut), new BackupError(`${cut} is cut short: the dump in it does not end.`));
    const damaged = write('damaged.sql.gz', gzipSync(backupText(DUMP, 'PGlite', TAKEN)).subarray(0, 40));
    await assert.rejects(readBackup(damaged), new BackupError(`${damaged} is a damaged gzip file: it cannot be decompressed.`));
  });
});
