import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui/router';

/**
 * The page scrolls to top on every route change (spec section 2). Not on the first page the
 * router sees: the browser has put it where it belongs (its top, a `#fragment`, the place a
 * reload kept), and a visitor may have scrolled a drawn page before its scripts started.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef<string | undefined>(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = undefined;
    // A new page starts at its top at once; Bootstrap's smooth scrolling is for moves within a page.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
