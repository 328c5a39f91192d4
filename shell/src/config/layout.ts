/**
 * The shell's breakpoints (px) and timings (ms) of spec section 9. Layouts follow the breakpoints
 * in the stylesheets' media queries, which cannot read these: their tests hold the two equal.
 */
export const BREAKPOINTS = {
  mobileNavBelow: 1024,
  labTitleFrom: 920,
  loginModalMobileUpTo: 500,
} as const;

export const TIMINGS = {
  logoutNotice: 1500,
  loginToast: 1500,
} as const;
