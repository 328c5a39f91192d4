import { RESOURCE_CATEGORIES } from './resources';

// The spec's list written out (section 3), in the forms' order: the compiler holds its values to
// the API's, and this their order.
describe('resource categories (spec section 3)', () => {
  it('are the four categories, with their sub-categories', () => {
    expect(RESOURCE_CATEGORIES).toEqual([
      { main: 'COGS 402', sub: [] },
      { main: 'Skills Workshops', sub: ['Coding', 'Storytelling', 'Data Science', 'Presentation Skills', 'Diversity'] },
      { main: 'Research Project', sub: [] },
      { main: 'Career Workshops', sub: ['Management Skills', 'Interview Skills', 'Resume Building', 'Networking', 'Grad School'] },
    ]);
  });
});
