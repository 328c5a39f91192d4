import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { TarError, tarEntries, type TarEntry } from '../checks/tar-entries.js';

/** The largest archive a team may upload: a remote's dist/ with its compressed twins is a few MB. */
export const MAX_BUNDLE_BYTES = 20 * 1024 * 1024;
/** What the archive may hold once unpacked, in bytes and in entries: files, folders and every other header alike. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_BUNDLE_FILES = 5_000;
/** The longest name an entry may have: a dist/ folder's paths are far shorter, and a problem quotes the name. */
export const MAX_NAME_LENGTH = 255;
/** Problems listed before the reading stops: enough to fix in one go, and the answer stays small. */
export const MAX_PROBLEMS = 20;
/**
 * The most the gunzip may write: an archive within the limits above (each entry a 512-byte header
 * and at most 511 bytes of padding, the end blocks padded to tar's 10 KB records) is no larger.
 * It stops a gzip bomb before its tar is looked at.
 */
const MAX_TAR_BYTES = MAX_UNPACKED_BYTES + MAX_BUNDLE_FILES * 1024 + 10 * 1024;

const UNREADABLE = 'The bundle is not a readable .tar.gz archive';
const TOO_LARGE = `The bundle unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB.`;
const MORE_PROBLEMS = `…and more: the bundle was read up to its first ${MAX_PROBLEMS} problems.`;

export interface BundleFiles {
  /** File path inside the bundle (no leading ./, forward slashes) → its bytes. */
  files: Map<string, Buffer>;
}

/** A file's path as it is served under /remotes/<name>/<version>/: no leading ./, no trailing slash. */
const servedPath = (name: string) => name.replace(/^(\.\/)+/, '').replace(/\/+$/, '');

/** Why a file's name cannot be served, if it cannot: it must be relative, of plain segments only. */
function pathProblem(name: string): string | undefined {
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return `"${name}" is an absolute path.`;
  if (name.includes('\\') || name.includes('\0')) return `"${name}" is not a plain file name.`;
  const segments = servedPath(name).split('/');
  if (segments.some((segment) => segment === '..')) return `"${name}" leads out of the bundle (..).`;
  if (segments.some((segment) => segment === '' || segment === '.')) return `"${name}" is not a plain file name.`;
  return undefined;
}

/** What each tar typeflag other than a file's ('0') and a folder's ('5') stands for. */
const KINDS: Record<string, string> = {
  '1': 'a hard link',
  '2': 'a symbolic link',
  '3': 'a device file',
  '4': 'a device file',
  '6': 'a named pipe',
  '7': 'a contiguous file',
};

/** What is wrong with an entry, if anything. */
function problemOf({ name, type }: TarEntry): string | undefined {
  if (name.length > MAX_NAME_LENGTH) return `"${name.slice(0, 60)}…" has a name longer than ${MAX_NAME_LENGTH} characters.`;
  // A folder is made by the paths of its files.
  if (type === '5') return undefined;
  if (type !== '0') return `"${name}" is ${KINDS[type] ?? `an entry of type ${JSON.stringify(type)}`}: a bundle holds only files and folders.`;
  return pathProblem(name);
}

const gunzipped = promisify(gunzip);

/** The archive's tar, or why it cannot be had: not gzip, or more than any bundle within the limits unpacks to. */
async function untar(archive: Buffer): Promise<Buffer | string> {
  try {
    return await gunzipped(archive, { maxOutputLength: MAX_TAR_BYTES });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? TOO_LARGE : `${UNREADABLE}.`;
  }
}

/**
 * Unpacks a remote's bundle (its dist/ as a .tar.gz) in memory and says what is wrong with it:
 * nothing but regular files and folders, no absolute path or `..`, names of at most
 * MAX_NAME_LENGTH, within MAX_UNPACKED_BYTES and MAX_BUNDLE_FILES. It is another team's upload,
 * so it is read as untrusted input: every entry counts towards the limits, the reading stops at
 * the first of them passed or after MAX_PROBLEMS problems, and nothing of it touches the disk
 * until it has passed.
 */
export async function readBundle(archive: Buffer): Promise<BundleFiles | { problems: string[] }> {
  const tar = await untar(archive);
  if (typeof tar === 'string') return { problems: [tar] };
  const problems: string[] = [];
  const files = new Map<string, Buffer>();
  let entries = 0;
  let unpacked = 0;
  try {
    for (const entry of tarEntries(tar)) {
      // Judged by its header before its content is used: a small archive may declare gigabytes.
      entries += 1;
      unpacked += entry.size;
      if (unpacked > MAX_UNPACKED_BYTES) {
        problems.push(TOO_LARGE);
        break;
      }
      if (entries > MAX_BUNDLE_FILES) {
        problems.push(`The bundle holds more than ${MAX_BUNDLE_FILES} entries (files, folders and others).`);
        break;
      }
      if (entry.extended) continue;
      const problem = problemOf(entry);
      if (problem === undefined) {
        if (entry.type === '0') files.set(servedPath(entry.name), entry.content);
        continue;
      }
      if (problems.length === MAX_PROBLEMS) {
        problems.push(MORE_PROBLEMS);
        break;
      }
      problems.push(problem);
    }
  } catch (error) {
    if (!(error instanceof TarError)) throw error;
    problems.push(`${UNREADABLE}: ${error.message}.`);
  }
  if (problems.length > 0) return { problems };
  if (files.size === 0) return { problems: ['The bundle is empty: pack the files of dist/, not the folder above it.'] };
  return { files };
}
