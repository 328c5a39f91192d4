import { useEffect, type RefObject } from 'react';
import { scrollBehavior } from 'shared-ui';
import { useLocation } from 'shared-ui/router';

/**
 * A project page's join button sends visitors here with `fromProjectJoin` in the navigation
 * state; they came to learn about the lab, so the page scrolls to `target` (spec section 2).
 * The scroll jumps for visitors who ask for reduced motion.
 * The shell's scroll-to-top runs first: it is an earlier sibling in the same commit, or an earlier
 * commit while this remote was loading.
 */
export function useScrollWhenFromProjectJoin(target: RefObject<HTMLElement | null>): void {
  const { state } = useLocation() as { state: { fromProjectJoin?: unknown } | null };
  const fromProjectJoin = Boolean(state?.fromProjectJoin);
  useEffect(() => {
    if (fromProjectJoin) target.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [fromProjectJoin, target]);
}
