import { useMediaQuery } from 'shared-ui';

/** Whether the visitor asked their system for less motion: no fades, no smooth scrolling. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
