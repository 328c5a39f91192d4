import { BREAKPOINTS, FROM_PROJECT_JOIN, SCROLL_SECTION_OFFSET, SITE_BAR_CLASS, TIMINGS } from './layout';

// The spec's numbers written out (section 9), so that a changed constant fails here rather than
// passing every test that reads it.
describe('layout constants (spec section 9)', () => {
  it('holds the breakpoints in px', () => {
    expect(BREAKPOINTS).toEqual({
      mobileNavBelow: 1024,
      labTitleFrom: 920,
      // "project sidebar desktop 974 px (slide-out under 975)"
      projectSidebarDesktopFrom: 975,
      loginModalMobileUpTo: 500,
      getInvolvedSidebarDesktopAbove: 974,
      journeyGraphAbove: 1200,
      affiliationsListOnlyBelow: 1024,
      timelineMobileUpTo: 1000,
      peopleTabsNarrowUpTo: 700,
    });
  });

  it('holds the timings in ms', () => {
    expect(TIMINGS).toEqual({ logoutNotice: 1500, loginToast: 1500, logoutAfterIdentityChange: 1500, sidebarSwitch: 300 });
    expect(TIMINGS.sidebarSwitch).toBe(300);
  });

  it('holds the scroll-section offset in px', () => {
    expect(SCROLL_SECTION_OFFSET).toBe(100);
  });

  it('names the top bar by the class the shell and its index.html give it', () => {
    expect(SITE_BAR_CLASS).toBe('site-navbar');
  });

  it('names the join state the way the home page reads it', () => {
    expect(FROM_PROJECT_JOIN).toBe('fromProjectJoin');
  });
});
