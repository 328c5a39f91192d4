/** This remote's breakpoint (px) of spec section 9. */
export const BREAKPOINTS = {
  timelineMobileUpTo: 1000,
} as const;
