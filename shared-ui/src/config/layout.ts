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
