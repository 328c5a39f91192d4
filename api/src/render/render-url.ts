/**
 * The address a render process draws a page at: its path, and only the query parameters its
 * route declares (the rest of the address, a reset link's token say, never reaches a team's code).
 */
export function renderUrl(url: string, declared: readonly string[] = []): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const [name, value] of given) if (declared.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
