/**
 * A tar archive held in memory, read header by header. Written for the registry's uploads rather
 * than taken from tar-stream: tar-stream reads pax and GNU long-name headers of up to 4 MB each,
 * and merges a global pax header into every later one, before it hands over a single entry, so
 * the cost of a hostile upload could not be bounded from outside it. Here every header, extended
 * ones included, is handed to the caller, who counts them, and what this reader does not know
 * (base-256 sizes, formats older than ustar, malformed pax records) it refuses.
 */

const BLOCK = 512;
const END = Buffer.alloc(BLOCK);
/** Headers that describe the next entry rather than being one: pax, global pax, GNU long name and long link name. */
const EXTENDED = new Set(['x', 'g', 'L', 'K']);
/** The largest pax or long-name header read: a path of a few hundred characters and its times fit many times over. */
export const MAX_EXTENDED_HEADER_BYTES = 8 * 1024;
/** The most records a pax header may hold: a writer puts a dozen or two (path, times, owner, attributes). */
export const MAX_PAX_RECORDS = 64;

export class TarError extends Error {}

export interface TarEntry {
  name: string;
  /** The typeflag: '0' a file, '5' a folder, '2' a symbolic link, 'x' a pax header... */
  type: string;
  /** Bytes of content, as its header (or its pax header) declares them. */
  size: number;
  /** A view of the archive; shorter than `size` if the archive ends inside it (the next step throws). */
  content: Buffer;
  /** A pax or long-name header: already applied to the entry that follows it. */
  extended: boolean;
}

/** A NUL-ended text field. */
function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? length : end);
}

/** An octal number field as tar writers put it: digits, ended by NUL or space. */
function octal(block: Buffer, start: number, length: number): number {
  const digits = /^ *([0-7]*)[ \0]*$/.exec(block.toString('latin1', start, start + length));
  if (!digits) throw new TarError('a header holds a number that is not octal');
  return Number.parseInt(digits[1] || '0', 8);
}

function checksumMatches(header: Buffer): boolean {
  // The checksum field itself counts as eight spaces.
  let sum = 8 * 0x20;
  for (let i = 0; i < BLOCK; i += 1) if (i < 148 || i >= 156) sum += header[i]!;
  return sum === octal(header, 148, 8);
}

const POSIX_MAGIC = Buffer.from('ustar\x0000', 'latin1');
const GNU_MAGIC = Buffer.from('ustar  \x00', 'latin1');

/** The header's own name: in a POSIX header a long one is split into a prefix and the rest. */
function headerName(header: Buffer): string {
  const magic = header.subarray(257, 265);
  const posix = magic.equals(POSIX_MAGIC);
  if (!posix && !magic.equals(GNU_MAGIC)) throw new TarError('a header is neither a ustar nor a GNU tar header');
  const name = text(header, 0, 100);
  return posix && header[345] !== 0 ? `${text(header, 345, 155)}/${name}` : name;
}

const PATH_KEY = Buffer.from('path=');
const SIZE_KEY = Buffer.from('size=');

/** The pax records that change what an entry is (its path and size); times, owners and the like are nothing to a bundle. */
function paxFields(body: Buffer): { path?: string; size?: number } {
  const fields: { path?: string; size?: number } = {};
  // Records are "<length> <key>=<value>\n"; some writers pad the header with NULs.
  for (let at = 0, records = 0; at < body.length && body[at] !== 0; records += 1) {
    if (records === MAX_PAX_RECORDS) throw new TarError(`a pax header holds more than ${MAX_PAX_RECORDS} records`);
    const space = body.indexOf(0x20, at);
    const length = body.toString('latin1', at, space);
    const end = at + Number(length);
    if (space === -1 || !/^\d+$/.test(length) || end > body.length || end <= space + 1 || body[end - 1] !== 0x0a) {
      throw new TarError('a pax header is malformed');
    }
    const record = body.subarray(space + 1, end - 1);
    if (record.subarray(0, PATH_KEY.length).equals(PATH_KEY)) fields.path = record.toString('utf8', PATH_KEY.length);
    else if (record.subarray(0, SIZE_KEY.length).equals(SIZE_KEY)) {
      const size = record.toString('latin1', SIZE_KEY.length);
      if (!/^\d+$/.test(size)) throw new TarError('a pax header has a size that is not a number');
      fields.size = Number(size);
    }
    at = end;
  }
  return fields;
}

/**
 * Every header of the archive in order, up to its end block. The caller stops when it has seen
 * enough; a step it takes past a problem of the archive (a bad header, its end inside an entry)
 * throws TarError.
 */
export function* tarEntries(tar: Buffer): Generator<TarEntry> {
  let offset = 0;
  let pax: { path?: string; size?: number } = {};
  let longName: string | undefined;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.equals(END)) return;
    if (!checksumMatches(header)) throw new TarError("a header's checksum is wrong");
    const type = String.fromCharCode(header[156] || 0x30);
    const extended = EXTENDED.has(type);
    const size = extended ? octal(header, 124, 12) : (pax.size ?? octal(header, 124, 12));
    if (extended && size > MAX_EXTENDED_HEADER_BYTES) {
      throw new TarError(`a pax or long-name header is larger than ${MAX_EXTENDED_HEADER_BYTES / 1024} KB`);
    }
    const start = offset + BLOCK;
    const content = tar.subarray(start, start + size);
    let name = headerName(header);
    if (type === 'x') pax = paxFields(content);
    else if (type === 'L') longName = text(content, 0, content.length);
    else if (!extended) {
      name = pax.path ?? longName ?? name;
      pax = {};
      longName = undefined;
    }
    yield { name, type: type === '0' && name.endsWith('/') ? '5' : type, size, content, extended };
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (offset !== tar.length) throw new TarError('it ends inside an entry');
}
