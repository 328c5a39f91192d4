/**
 * Links members type (resource links, timeline hyperlinks) are shown as links to everyone, so only
 * web links may be stored: http(s), protocol-relative (`//host/...`) or a bare address the client
 * prefixes (`example.org/paper.pdf`). Anything with another scheme (`javascript:`, `data:`,
 * `vbscript:`, `file:`) is refused, and so is any white space or control character, which
 * browsers strip from a scheme ("java\tscript:").
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/**
 * A bare `host:port/...` (`localhost:3000/x`, `example.org:8080`). The host must look like one (a
 * dot, or `localhost`): otherwise "javascript:1/alert(1)" would pass as host "javascript", port 1.
 */
const HOST_PORT = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d+(?:[/?#]|$)/i;

export function isSafeLink(value: string): boolean {
  if (value.length === 0 || /[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (HOST_PORT.test(value)) return true;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return (scheme === 'http' || scheme === 'https') && /^https?:\/\/[^/]/i.test(value);
}
