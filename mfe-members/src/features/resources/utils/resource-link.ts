/**
 * Where a resource's link points (spec section 2, Lab Resources): nothing for an empty link, the
 * link itself when it starts with http(s)://, otherwise the link with https:// prefixed. Any other
 * scheme (javascript:, data:) therefore becomes part of an https address and cannot run.
 */
export function resourceHref(link: string): string | undefined {
  const trimmed = link.trim();
  if (!trimmed) return undefined;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
