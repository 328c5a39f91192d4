/** Entries per timeline page (spec section 9). */
export const TIMELINE_PAGE_SIZE = 5;
