/**
 * Whether the visitor asked their system for less motion. Read when the motion starts, so a
 * scroll or a map move follows the setting of that moment.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How a scroll the page starts should move: a jump for visitors who asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
