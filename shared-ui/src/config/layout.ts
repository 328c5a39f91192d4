/** Breakpoints (px) and timings (ms) of spec section 9. */
export const BREAKPOINTS = {
  mobileNavBelow: 1024,
  labTitleFrom: 920,
  projectSidebarDesktopFrom: 975,
  loginModalMobileUpTo: 500,
  getInvolvedSidebarDesktopAbove: 974,
  journeyGraphAbove: 1200,
  affiliationsListOnlyBelow: 1024,
  timelineMobileUpTo: 1000,
  peopleTabsNarrowUpTo: 700,
} as const;

export const TIMINGS = {
  logoutNotice: 1500,
  loginToast: 1500,
  logoutAfterIdentityChange: 1500,
  sidebarSwitch: 300,
} as const;

export const SCROLL_SECTION_OFFSET = 100;

/**
 * The class of the site's top bar (the shell's NavBar and the static copy in its index.html).
 * Remotes find the bar by it: the bar's banner role is implicit, so `[role="banner"]` misses it.
 */
export const SITE_BAR_CLASS = 'site-navbar';

/**
 * The navigation state a project page's join link sends to the home page, which then scrolls to
 * its About section (spec section 2): `{ [FROM_PROJECT_JOIN]: true }`.
 */
export const FROM_PROJECT_JOIN = 'fromProjectJoin';
