import { subCategoryFor } from './category-sub';

describe('subCategoryFor', () => {
  const today = new Date(2026, 4, 17);

  it('gives a workshop category its first sub-category', () => {
    expect(subCategoryFor('Skills Workshops', today)).toBe('Coding');
    expect(subCategoryFor('Career Workshops', today)).toBe('Management Skills');
  });

  it('gives any other category the current year as text', () => {
    expect(subCategoryFor('COGS 402', today)).toBe('2026');
    expect(subCategoryFor('Research Project', today)).toBe('2026');
  });
});
