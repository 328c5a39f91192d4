import { mediaMatches } from './media-query';
import { applyStylesheets } from './stylesheets';

interface WindowOptions {
  reducedMotion?: boolean;
  /** The text of the stylesheets the tested part draws with, applied as at this width. */
  stylesheets?: string[];
}

// What listens to a media query's changes (useMediaQuery), told of each new width.
const listeners = new Set<() => void>();

/**
 * jsdom has no window.matchMedia, and applies no media query of a stylesheet. This gives it both
 * as a window `width` px wide would have them: matchMedia answers `(min-width: Npx)`,
 * `(max-width: Npx)` and `(prefers-reduced-motion: ...)` queries, and the rules of `stylesheets`
 * that apply at that width are in the document. Tests of breakpoint- or motion-aware parts call
 * it; called again with parts mounted (inside act), it resizes the window under them.
 */
export function setWindowWidth(width: number, options: WindowOptions = {}): void {
  const testWindow = { width, reducedMotion: Boolean(options.reducedMotion) };
  window.matchMedia = (query: string) =>
    ({
      matches: mediaMatches(query, testWindow),
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  applyStylesheets(options.stylesheets ?? [], testWindow);
  for (const listener of [...listeners]) listener();
}
