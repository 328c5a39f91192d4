import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

/** The largest archive a team may upload: a remote's dist/ with its compressed twins is a few MB. */
export const MAX_BUNDLE_BYTES = 20 * 1024 * 1024;
/** What the archive may hold once unpacked, in bytes and in files. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_BUNDLE_FILES = 5_000;

export interface BundleFiles {
  /** File path inside the bundle (no leading ./, forward slashes) → its bytes. */
  files: Map<string, Buffer>;
}

/** A path as it may be served under /remotes/<name>/<version>/: relative, plain segments only. */
function safePath(name: string): string | string[] {
  const trimmed = name.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return [`"${name}" is an absolute path.`];
  if (name.includes('\\') || name.includes('\0')) return [`"${name}" is not a plain file name.`];
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '..')) return [`"${name}" leads out of the bundle (..).`];
  if (segments.some((segment) => segment === '' || segment === '.')) return [`"${name}" is not a plain file name.`];
  return trimmed;
}

const KINDS: Record<string, string> = {
  symlink: 'a symbolic link',
  link: 'a hard link',
  'character-device': 'a device file',
  'block-device': 'a device file',
  fifo: 'a named pipe',
  'contiguous-file': 'a contiguous file',
};

/**
 * Unpacks a remote's bundle (its dist/ as a .tar.gz) in memory and says every problem with it:
 * nothing but regular files and folders, no absolute path or `..`, within MAX_UNPACKED_BYTES and
 * MAX_BUNDLE_FILES. It is another team's upload, so it is read as untrusted input: nothing of it
 * touches the disk until it has passed.
 */
export async function readBundle(archive: Buffer): Promise<BundleFiles | { problems: string[] }> {
  const problems: string[] = [];
  const files = new Map<string, Buffer>();
  let unpacked = 0;
  const entries = extract();
  const source = Readable.from([archive]).pipe(createGunzip());
  source.on('error', (error) => entries.destroy(error));
  source.pipe(entries);
  try {
    for await (const entry of entries) {
      const { name, type, size = 0 } = entry.header;
      // Judged by its header before a byte of it is read: a small archive may unpack to gigabytes.
      unpacked += size;
      if (unpacked > MAX_UNPACKED_BYTES) {
        problems.push(`The bundle unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB.`);
        break;
      }
      if (files.size >= MAX_BUNDLE_FILES) {
        problems.push(`The bundle holds more than ${MAX_BUNDLE_FILES} files.`);
        break;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (type === 'directory') continue;
      if (type !== 'file') {
        problems.push(`"${name}" is ${KINDS[type ?? ''] ?? `an entry of type ${type}`}: a bundle holds only files and folders.`);
        continue;
      }
      const path = safePath(name);
      if (Array.isArray(path)) problems.push(...path);
      else files.set(path, Buffer.concat(chunks));
    }
  } catch {
    return { problems: [...problems, 'The bundle is not a readable .tar.gz archive.'] };
  } finally {
    source.destroy();
  }
  if (problems.length > 0) return { problems };
  if (files.size === 0) return { problems: ['The bundle is empty: pack the files of dist/, not the folder above it.'] };
  return { files };
}
