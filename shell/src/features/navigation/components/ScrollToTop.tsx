import { useEffect } from 'react';
import { useLocation } from 'shared-ui/router';

/** The page scrolls to top on every route change (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A new page starts at its top at once; Bootstrap's smooth scrolling is for moves within a page.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
