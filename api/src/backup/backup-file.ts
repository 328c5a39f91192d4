import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

/** What cannot be backed up or restored, told in a sentence a person can act on. */
export class BackupError extends Error {}

const HEADER = '-- Lab portal backup:';
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * A backup file's text: a line naming what it holds, then pg_dump's plain SQL without psql's
 * `\restrict` lines (recent pg_dump releases write them): the file is run as SQL, not by psql.
 */
export function backupText(dump: string, source: string, takenAt = new Date()): string {
  const sql = dump.replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '');
  return `${HEADER} ${source}, taken ${takenAt.toISOString()}. Restore it with npm run restore -- FILE.\n${sql}`;
}

/**
 * Writes the backup to `file`, gzip-compressed when its name ends with .gz, whole or not at all:
 * a failure leaves no half file and an earlier backup of that name in place. Returns its size.
 */
export async function writeBackup(file: string, text: string): Promise<number> {
  const folder = path.dirname(path.resolve(file));
  if (!fs.existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist: make it, or write the backup elsewhere.`);
  const content = /\.gz$/i.test(file) ? await promisify(gzip)(text) : Buffer.from(text);
  const partial = path.join(folder, `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    await fs.promises.writeFile(partial, content, { mode: 0o600 });
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return content.length;
}

/** The SQL of a backup file that `npm run backup` wrote, compressed or not. */
export async function readBackup(file: string): Promise<string> {
  let content: Buffer;
  try {
    content = await fs.promises.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no file ${file}.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder: name the backup file inside it.`);
    throw error;
  }
  if (content.subarray(0, 2).equals(GZIP_MAGIC)) {
    try {
      content = await promisify(gunzip)(content);
    } catch {
      throw new BackupError(`${file} is a damaged gzip file: it cannot be decompressed.`);
    }
  }
  const text = content.toString('utf8');
  if (!text.startsWith(HEADER)) throw new BackupError(`${file} is not a backup that npm run backup wrote.`);
  if (!/^-- PostgreSQL database dump complete$/m.test(text)) throw new BackupError(`${file} is cut short: the dump in it does not end.`);
  return text;
}
