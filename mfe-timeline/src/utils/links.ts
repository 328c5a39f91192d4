/**
 * Timeline hyperlinks are shown to every member as links, so only web addresses are kept, as the
 * API keeps them (decisions.md): http(s), protocol-relative, or a bare address. A bare address
 * (no '://') is prefixed '//' (spec section 5). Another scheme (`javascript:`, `data:`, `ftp://`),
 * white space, control characters and backslashes are refused: browsers strip some of these from
 * a scheme ("java\tscript:").
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A bare `host:port/...`; the host must look like one, or "javascript:1/x" would pass as host:port. */
const HOST_PORT = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d+(?:[/?#]|$)/i;
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f\\]/;

/** The hyperlink as it is stored and linked to, or undefined when it is refused. */
export function webLink(value: string): string | undefined {
  const link = value.trim();
  if (!link || UNSAFE_CHARACTER.test(link)) return undefined;
  const scheme = HOST_PORT.test(link) ? undefined : SCHEME.exec(link)?.[1]?.toLowerCase();
  if (scheme !== undefined) return (scheme === 'http' || scheme === 'https') && /^https?:\/\/[^/]/i.test(link) ? link : undefined;
  if (link.includes('://')) return undefined;
  return `//${link.replace(/^\/+/, '')}`;
}
