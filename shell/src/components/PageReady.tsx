import { useLayoutEffect } from 'react';
import { forgetPrimedFailures } from 'shared-ui';
import { markPageReady } from '../utils/page-ready';

/**
 * Placed beside the page's own content, inside the boundary that holds it: its layout effect runs
 * when that content has been taken over (hydrated), or first drawn, and before the browser paints
 * again, so the fields' typed text reaches their forms before anything could draw them empty.
 */
export function PageReady() {
  useLayoutEffect(() => {
    markPageReady(document);
    // Hydrated: a read the server failed has drawn its error, and a retry is to ask the API.
    forgetPrimedFailures();
  }, []);
  return null;
}
