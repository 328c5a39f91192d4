/**
 * jsdom has no window.matchMedia. This one answers `(min-width: Npx)` and `(max-width: Npx)`
 * queries as a window `width` px wide would, and `(prefers-reduced-motion: reduce)` as told;
 * tests that render breakpoint- or motion-aware parts call it.
 */
export function setWindowWidth(width: number, options: { reducedMotion?: boolean } = {}): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)' ? Boolean(options.reducedMotion) : matchesWidth(query, width),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  if (!conditions.length) throw new Error(`setWindowWidth cannot answer "${query}"`);
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}
