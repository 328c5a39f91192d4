/** This remote's timing (ms) of spec section 9. */
export const TIMINGS = {
  logoutAfterIdentityChange: 1500,
} as const;
