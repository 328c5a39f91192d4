/** The window a test pretends to have: how wide it is and whether its visitor asked for less motion. */
export interface TestWindow {
  width: number;
  reducedMotion: boolean;
}

const WIDTH = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)$/;
const REDUCED_MOTION = /^\(prefers-reduced-motion:\s*(reduce|no-preference)\)$/;

function conditionMatches(condition: string, window: TestWindow): boolean {
  const width = WIDTH.exec(condition);
  if (width) return width[1] === 'min' ? window.width >= Number(width[2]) : window.width <= Number(width[2]);
  const motion = REDUCED_MOTION.exec(condition);
  if (motion) return (motion[1] === 'reduce') === window.reducedMotion;
  throw new Error(`a test window cannot answer "${condition}"`);
}

/**
 * Whether a media query (widths in px, reduced motion, joined by `and`) matches `window`, as a
 * browser would answer it: for jsdom, which answers none.
 */
export function mediaMatches(query: string, window: TestWindow): boolean {
  return query.split(/\s+and\s+/).every((condition) => conditionMatches(condition.trim(), window));
}
