/**
 * Links members type (resource links, timeline hyperlinks) are shown to everyone as links, so only
 * web links are kept: http(s), protocol-relative (`//host/...`) or a bare address the site prefixes
 * (`example.org/paper.pdf`, `localhost:3000/x`). Any other scheme (`javascript:`, `data:`, `ftp:`)
 * is refused, and so is any white space, control character or backslash, which browsers strip from
 * a scheme ("java\tscript:"). One rule for the API, which stores them, and the remotes, which
 * check them as they are typed and link to them.
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A bare `host:port/...`: the host must look like one (a dot, or localhost), or "javascript:1/x" would pass as host:port. */
const HOST_PORT = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d+(?:[/?#]|$)/i;
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f\\]/;
/** `://` before the address's first `/`, `?` or `#` that is no scheme of the above (`://x`, `1a://x`). */
const BROKEN_SCHEME = /^[^/?#]*:\/\//;

export function isSafeLink(value: string): boolean {
  if (value.length === 0 || UNSAFE_CHARACTER.test(value)) return false;
  if (HOST_PORT.test(value)) return true;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return !BROKEN_SCHEME.test(value);
  return (scheme === 'http' || scheme === 'https') && /^https?:\/\/[^/]/i.test(value);
}

/** A safe link as the site links to it: as typed with its scheme, protocol-relative without. */
export function linkHref(value: string): string | undefined {
  if (!isSafeLink(value)) return undefined;
  return /^https?:/i.test(value) ? value : `//${value.replace(/^\/+/, '')}`;
}
