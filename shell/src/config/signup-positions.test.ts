import { SIGNUP_POSITIONS } from './signup-positions';

// The spec's list written out (section 4), in the form's order: the compiler holds its values to
// the API's token keys, and this their labels and order.
describe("the sign-up form's positions (spec section 4)", () => {
  it('offers each position a visitor may sign up for, by its token key', () => {
    expect(SIGNUP_POSITIONS).toEqual([
      { value: 'project-lead', label: 'Project Lead' },
      { value: 'project-secondary', label: 'Project Secondary' },
      { value: 'research-assistant', label: 'Research Assistant' },
      { value: 'co-pilot', label: 'Co-pilot' },
      { value: 'volunteer', label: 'Volunteer' },
    ]);
  });
});
