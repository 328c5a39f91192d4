import { BREAKPOINTS } from './layout';

// The spec's numbers written out (section 9), so that a changed constant fails here rather than
// passing every test that reads it.
describe('layout constants (spec section 9)', () => {
  it('holds the breakpoints in px', () => {
    expect(BREAKPOINTS).toEqual({
      getInvolvedSidebarDesktopAbove: 974,
      journeyGraphAbove: 1200,
      affiliationsListOnlyBelow: 1024,
      peopleTabsNarrowUpTo: 700,
    });
  });
});
