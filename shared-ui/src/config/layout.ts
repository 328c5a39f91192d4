// Layout values that several packages read. Each of spec section 9's breakpoints and timings has
// one reader, so it lives in that package's src/config/layout.ts.

/** Spec section 9: the scroll-section offset, in px. */
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
