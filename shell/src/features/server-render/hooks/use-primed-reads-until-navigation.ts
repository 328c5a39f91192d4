import { useEffect, useRef } from 'react';
import { forgetPrimedReads } from 'shared-ui';
import { useLocation } from 'shared-ui/router';

/**
 * The reads a server-drawn page came with answer its first render only: once the visitor moves
 * to another page, every load asks the API again (the page's data may have changed since).
 */
export function usePrimedReadsUntilNavigation(): void {
  const { pathname, search } = useLocation();
  const first = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` !== first.current) forgetPrimedReads();
  }, [pathname, search]);
}
