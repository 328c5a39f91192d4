import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to top on every route change (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
