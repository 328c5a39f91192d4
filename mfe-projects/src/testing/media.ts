import { setWindowWidth } from 'shared-ui/testing';

/**
 * jsdom has no matchMedia: answers width queries as a window `width` px wide would (shared-ui's
 * stub) and '(prefers-reduced-motion: reduce)' as the visitor's setting says.
 */
export function setWindow({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }): void {
  setWindowWidth(width);
  const byWidth = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') ? { ...byWidth('(min-width: 0px)'), media: query, matches: reducedMotion } : byWidth(query);
}
