import { BREAKPOINTS, TIMINGS } from './layout';

// The spec's numbers written out (section 9), so that a changed constant fails here rather than
// passing every test that reads it.
describe("the shell's layout constants (spec section 9)", () => {
  it('holds the breakpoints in px', () => {
    expect(BREAKPOINTS).toEqual({ mobileNavBelow: 1024, labTitleFrom: 920, loginModalMobileUpTo: 500 });
  });

  it('holds the timings in ms', () => {
    expect(TIMINGS).toEqual({ logoutNotice: 1500, loginToast: 1500 });
  });
});
