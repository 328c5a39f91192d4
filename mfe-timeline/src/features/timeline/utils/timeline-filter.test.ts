import { activeFilterCount, EMPTY_FILTER } from './timeline-filter';

describe('activeFilterCount', () => {
  it('counts each date bound and each chosen project, category and author, not the keyword', () => {
    expect(activeFilterCount(EMPTY_FILTER)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTER, keyword: 'pilot' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTER, initial: '2025-01-01' })).toBe(1);
    expect(
      activeFilterCount({
        keyword: 'pilot',
        initial: '2025-01-01',
        target: '2025-06-30',
        project: ['NOVA', 'SHIVA'],
        category: ['Meeting'],
        author: ['ada.l'],
      }),
    ).toBe(6);
  });
});
