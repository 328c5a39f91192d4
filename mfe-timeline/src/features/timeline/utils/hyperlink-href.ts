/**
 * Where a timeline hyperlink points. One without '://' is prefixed '//' (spec section 5); only
 * http(s) links are links at all: another scheme gives no address, so it is shown as text.
 */
export function hyperlinkHref(link: string): string | undefined {
  const value = link.trim();
  if (!value.includes('://')) return `//${value.replace(/^\/+/, '')}`;
  return /^https?:\/\//i.test(value) ? value : undefined;
}
