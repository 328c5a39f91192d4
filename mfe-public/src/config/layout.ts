/**
 * This remote's breakpoints (px) of spec section 9. Layouts follow them in the stylesheets' media
 * queries, which cannot read these: the pages' tests hold the two equal.
 */
export const BREAKPOINTS = {
  getInvolvedSidebarDesktopAbove: 974,
  journeyGraphAbove: 1200,
  affiliationsListOnlyBelow: 1024,
  peopleTabsNarrowUpTo: 700,
} as const;
