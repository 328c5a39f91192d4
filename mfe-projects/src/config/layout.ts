/** This remote's breakpoint (px) and timing (ms) of spec section 9. */
export const BREAKPOINTS = {
  projectSidebarDesktopFrom: 975,
} as const;

export const TIMINGS = {
  sidebarSwitch: 300,
} as const;
