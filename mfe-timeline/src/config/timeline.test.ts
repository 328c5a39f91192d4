import { TIMELINE_CATEGORIES, TIMELINE_PROJECTS } from './timeline';

// The spec's lists written out (section 5), in the form's order: the compiler holds their values
// to the API's, and this their order.
describe("the timeline form's lists (spec section 5)", () => {
  it('offers the projects as the form spells them', () => {
    expect(TIMELINE_PROJECTS).toEqual(['Coding Team', 'Correlation', 'IDEO', 'Image Transitions', 'NCIS', 'SHIVA', 'NOVA']);
  });

  it('offers the categories', () => {
    expect(TIMELINE_CATEGORIES).toEqual(['Workshops', 'Conditions', 'Meetings', 'Guest Speaker', 'Hiring', 'Resources', 'Progress', 'Dev/Code', 'Analysis', 'Other']);
  });
});
