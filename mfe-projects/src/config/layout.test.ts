import { BREAKPOINTS, TIMINGS } from './layout';

// The spec's numbers written out (section 9), so that a changed constant fails here rather than
// passing every test that reads it.
describe('layout constants (spec section 9)', () => {
  it('holds the breakpoint in px', () => {
    // "project sidebar desktop 974 px (slide-out under 975)"
    expect(BREAKPOINTS).toEqual({ projectSidebarDesktopFrom: 975 });
  });

  it('holds the timing in ms', () => {
    expect(TIMINGS).toEqual({ sidebarSwitch: 300 });
    expect(TIMINGS.sidebarSwitch).toBe(300);
  });
});
