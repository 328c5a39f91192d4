/** This remote's breakpoints (px) of spec section 9. */
export const BREAKPOINTS = {
  getInvolvedSidebarDesktopAbove: 974,
  journeyGraphAbove: 1200,
  affiliationsListOnlyBelow: 1024,
  peopleTabsNarrowUpTo: 700,
} as const;
