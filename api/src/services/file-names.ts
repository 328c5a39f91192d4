const MAX_NAME_LENGTH = 200;

// C0 and C1 controls, and the marks that reorder text ("report‮fdp.exe" shows as "reportexe.pdf").
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Characters no common file system accepts in a name.
const RESERVED = /[<>:"|?*]/g;

/** The extension of a file name, lower case and without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Cuts a name to `max` characters (never inside a character), keeping a short extension. */
function limitLength(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const keep = dot > 0 && name.length - dot <= 17 ? name.slice(dot) : '';
  return `${chars.slice(0, max - Array.from(keep).length).join('').trimEnd()}${keep}`;
}

/**
 * A file name safe to store and to offer for download: the last path segment only, without
 * control or direction characters, reserved characters or leading dots, at most 200 characters.
 * `extensions` (the detected type's) is appended when the name does not end in one of them, so
 * that a PNG named "page.html" is saved by the downloader as "page.html.png".
 */
export function safeFileName(raw: string, extensions: readonly string[] = []): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!name) name = 'file';
  if (extensions.length > 0 && !extensions.includes(extensionOf(name))) name = `${name}.${extensions[0]}`;
  return limitLength(name, MAX_NAME_LENGTH);
}

/** `attachment; filename*=UTF-8''…` (RFC 6266 / RFC 8187), for any name. */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}
