import { useEffect, type RefObject } from 'react';
import { FROM_PROJECT_JOIN, scrollBehavior } from 'shared-ui';
import { useLocation } from 'shared-ui/router';

/**
 * A project page's join section sends visitors here with `FROM_PROJECT_JOIN` in the navigation
 * state; they came to learn about the lab, so the page scrolls to `target` (spec section 2).
 * The scroll jumps for visitors who ask for reduced motion.
 * The shell's scroll-to-top runs first: it is an earlier sibling in the same commit, or an earlier
 * commit while this remote was loading.
 */
export function useScrollWhenFromProjectJoin(target: RefObject<HTMLElement | null>): void {
  const { state } = useLocation() as { state: Record<string, unknown> | null };
  const fromProjectJoin = Boolean(state?.[FROM_PROJECT_JOIN]);
  useEffect(() => {
    if (fromProjectJoin) target.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [fromProjectJoin, target]);
}
