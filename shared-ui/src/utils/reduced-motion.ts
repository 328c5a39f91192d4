import { useMediaQuery } from '../hooks/use-media-query';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked their system for less motion. Read when the motion starts, so a
 * scroll or a map move follows the setting of that moment.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/** How a scroll the page starts should move: a jump for visitors who asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** The same, as state that follows the setting while the page is open: no fades, no smooth scrolling. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}
