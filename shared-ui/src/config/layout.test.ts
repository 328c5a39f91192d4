import { FROM_PROJECT_JOIN, SCROLL_SECTION_OFFSET, SITE_BAR_CLASS } from './layout';

// The spec's numbers written out (section 9), so that a changed constant fails here rather than
// passing every test that reads it.
describe('layout constants (spec section 9)', () => {
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
