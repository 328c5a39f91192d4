import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { pack } from 'tar-stream';

// 1 January 1970: a packed file's date says nothing of when it was fetched.
const EPOCH = new Date(0);

/**
 * Files as the .tar.gz a team uploads (its dist/): the form every version is stored in, so a
 * version fetched from a host is then unpacked, checked and served as an uploaded one is. The same
 * files make the same archive, and so the same SHA-256.
 */
export async function packBundle(files: ReadonlyMap<string, Buffer>): Promise<Buffer> {
  const tarball = pack();
  const chunks: Buffer[] = [];
  tarball.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const packed = new Promise<Buffer>((resolve, reject) => {
    tarball.on('end', () => resolve(Buffer.concat(chunks)));
    tarball.on('error', reject);
  });
  for (const name of [...files.keys()].sort()) tarball.entry({ name, mtime: EPOCH, mode: 0o644 }, files.get(name)!);
  tarball.finalize();
  return promisify(gzip)(await packed);
}
