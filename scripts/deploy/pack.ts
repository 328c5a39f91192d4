import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack, type Pack } from 'tar-stream';

export interface Packed {
  /** The folder's contents as a .tar.gz, with paths relative to the folder. */
  archive: Buffer;
  files: number;
  /** Every name in the archive, folders' with their trailing '/': what the portal counts and measures. */
  names: string[];
  /** The files' bytes, unpacked. */
  bytes: number;
  /** Relative paths of what is neither a regular file nor a folder (links, sockets), left out. */
  skipped: string[];
}

/**
 * Packs the contents of `dir` at the archive's root, as the registry expects of a dist/ folder.
 * Links are left out rather than followed, so nothing outside the folder ends up in the archive.
 */
export async function packDirectory(dir: string): Promise<Packed> {
  const tarball = pack();
  const chunks: Buffer[] = [];
  const result: Packed = { archive: Buffer.alloc(0), files: 0, names: [], bytes: 0, skipped: [] };
  await Promise.all([
    pipeline(tarball, createGzip(), async (gzipped: AsyncIterable<Buffer>) => {
      for await (const chunk of gzipped) chunks.push(chunk);
    }),
    addFolder(tarball, dir, '', result).then(() => tarball.finalize()),
  ]);
  result.archive = Buffer.concat(chunks);
  return result;
}

async function addFolder(tarball: Pack, root: string, relative: string, result: Packed): Promise<void> {
  const entries = await fs.readdir(path.join(root, relative));
  for (const entry of entries.sort()) {
    // Archive names use '/' whatever the machine's separator.
    const name = relative === '' ? entry : `${relative}/${entry}`;
    const stat = await fs.lstat(path.join(root, name));
    const header = { name, mode: stat.mode & 0o777, mtime: stat.mtime };
    if (stat.isDirectory()) {
      await addEntry(tarball, { ...header, name: `${name}/`, type: 'directory' });
      result.names.push(`${name}/`);
      await addFolder(tarball, root, name, result);
    } else if (stat.isFile()) {
      await addEntry(tarball, { ...header, type: 'file' }, await fs.readFile(path.join(root, name)));
      result.files++;
      result.names.push(name);
      result.bytes += stat.size;
    } else {
      result.skipped.push(name);
    }
  }
}

function addEntry(tarball: Pack, header: Parameters<Pack['entry']>[0], content?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    if (content) tarball.entry(header, content, done);
    else tarball.entry(header, done);
  });
}
