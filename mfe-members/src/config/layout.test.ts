import { TIMINGS } from './layout';

// The spec's number written out (section 9), so that a changed constant fails here rather than
// passing every test that reads it.
describe('layout constants (spec section 9)', () => {
  it('holds the timing in ms', () => {
    expect(TIMINGS).toEqual({ logoutAfterIdentityChange: 1500 });
  });
});
