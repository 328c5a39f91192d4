import { formatDate } from 'shared-ui/dates';
import { snapshot } from '../../../testing/fixtures';
import { filterEntries } from './filter-entries';
import { EMPTY_FILTER, isFilterActive } from './timeline-filter';

const ENTRIES = [
  snapshot('a', { project: 'NOVA', author: 'ada.l', categories: ['Meetings'], date: new Date(2025, 2, 1, 9).toISOString() }),
  snapshot('b', { project: 'SHIVA', author: 'alan.t', categories: ['Hiring', 'Progress'], date: new Date(2025, 2, 5, 23, 30).toISOString() }),
  snapshot('c', { project: 'NCIS', author: 'ada.l', categories: ['Progress'], date: new Date(2025, 2, 9, 0, 10).toISOString() }),
];

const ids = (filter: Partial<typeof EMPTY_FILTER>) => filterEntries(ENTRIES, { ...EMPTY_FILTER, ...filter }, (value) => formatDate(value)).map((entry) => entry._id);

describe('filterEntries', () => {
  it('lets every entry through an empty filter, in order', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(isFilterActive(EMPTY_FILTER)).toBe(false);
  });

  it('keeps entries of the chosen projects and authors', () => {
    expect(ids({ project: ['SHIVA', 'NCIS'] })).toEqual(['b', 'c']);
    expect(ids({ author: ['ada.l'] })).toEqual(['a', 'c']);
  });

  it('keeps entries with any of the chosen categories', () => {
    expect(ids({ category: ['Progress'] })).toEqual(['b', 'c']);
    expect(ids({ category: ['Meetings', 'Hiring'] })).toEqual(['a', 'b']);
  });

  it('keeps entries within the date range, whole days, whichever end is given first', () => {
    expect(ids({ initial: '2025-03-05', target: '2025-03-09' })).toEqual(['b', 'c']);
    expect(ids({ initial: '2025-03-05', target: '2025-03-01' })).toEqual(['a', 'b']);
    expect(ids({ target: '2025-03-04' })).toEqual(['a']);
  });

  it('needs every part of the filter to match', () => {
    const filter = { project: ['NCIS', 'NOVA'], category: ['Progress'], author: ['ada.l'], keyword: 'entry c' };
    expect(ids(filter)).toEqual(['c']);
    expect(isFilterActive({ ...EMPTY_FILTER, ...filter })).toBe(true);
    expect(ids({ ...filter, initial: '2025-03-01', target: '2025-03-02' })).toEqual([]);
  });
});
