import { pack, type Header } from 'tar-stream';

export type PackedEntry = Partial<Header> & { name: string; content?: string };

/** An uncompressed tar of these entries as tar-stream packs them: a pax header for a long name or for `pax` fields. */
export function tar(entries: PackedEntry[]): Promise<Buffer> {
  const tarball = pack();
  const chunks: Buffer[] = [];
  tarball.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const done = new Promise<Buffer>((resolve, reject) => {
    tarball.on('end', () => resolve(Buffer.concat(chunks)));
    tarball.on('error', reject);
  });
  for (const { content, ...header } of entries) tarball.entry(header, content ?? '');
  tarball.finalize();
  return done;
}
