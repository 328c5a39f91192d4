import { resourceHref } from './resource-link';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `host:port/...` is an address, not a scheme: `localhost:3000/x`, `example.org:8080`. */
const HOST_PORT = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d+(?:[/?#]|$)/i;

/**
 * Whether a typed resource link is a web address (the Add Resource form's URL check): http(s),
 * or a bare address the site shows with https:// in front (`example.org/slides.pdf`). The host
 * must look like one (a dot, or localhost), and no other scheme (javascript:, data:) passes.
 */
export function isWebUrl(value: string | undefined): boolean {
  const link = (value ?? '').trim();
  if (!link || /[\s\\]/.test(link)) return false;
  const scheme = HOST_PORT.test(link) ? undefined : SCHEME.exec(link)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return false;
  let url: URL;
  try {
    url = new URL(resourceHref(link) ?? '');
  } catch {
    return false;
  }
  return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}
