import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (window resizes). False on the server and
 * while the browser hydrates a page the server drew, whatever the window, so a public page's
 * layout must not depend on it: that belongs in the stylesheet's media queries.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
