/** The media query a dark system setting matches. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A `matchMedia` as browsers have it; jsdom has none, so callers pass it in. */
type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/**
 * Bootstrap 5.3's colour modes follow `data-bs-theme` on <html>, not the system setting: this sets
 * it to "dark" or "light" from `prefers-color-scheme` now and again whenever the setting changes
 * (a visitor's system switching at sunset). Returns a function that stops following.
 */
export function followSystemColorMode(root: HTMLElement, matchMedia: MatchMedia): () => void {
  const query = matchMedia(DARK_QUERY);
  const apply = (dark: boolean) => root.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
  const onChange = (event: MediaQueryListEvent) => apply(event.matches);
  apply(query.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
