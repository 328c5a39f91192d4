import { resource } from '../../../testing/fixtures';
import { activeFilterCount, filterResources, NO_FILTER, type ResourceFilter } from './filter-resources';

const coding = resource('coding', {
  title: 'PsychoPy basics',
  author: 'Sofia Petrova',
  description: 'Build a trial loop.',
  category: { main: 'Skills Workshops', sub: 'Coding' },
  createdAt: '2025-03-01T10:00:00.000Z',
});
const story = resource('story', {
  title: 'Telling a research story',
  author: 'Noah Schmidt',
  description: 'Narrative in talks.',
  category: { main: 'Skills Workshops', sub: 'Storytelling' },
  createdAt: '2024-11-01T10:00:00.000Z',
});
const proposal = resource('proposal', {
  title: 'Writing a proposal',
  author: 'Priya Raman',
  description: 'Structure of a COGS 402 proposal.',
  category: { main: 'COGS 402', sub: '2024' },
  createdAt: '2024-01-15T10:00:00.000Z',
});
const all = [coding, story, proposal];
const ids = (list: { _id: string }[]) => list.map((item) => item._id);

describe('filterResources', () => {
  it('lets everything through when nothing is chosen', () => {
    expect(ids(filterResources(all, NO_FILTER))).toEqual(['coding', 'story', 'proposal']);
  });

  it('keeps the chosen main categories, with all their sub-categories', () => {
    expect(ids(filterResources(all, { ...NO_FILTER, categories: ['Skills Workshops'] }))).toEqual(['coding', 'story']);
    expect(ids(filterResources(all, { ...NO_FILTER, categories: ['COGS 402'] }))).toEqual(['proposal']);
  });

  it('keeps a chosen sub-category only, and adds it to chosen main categories', () => {
    const storytelling = { main: 'Skills Workshops', sub: 'Storytelling' };
    expect(ids(filterResources(all, { ...NO_FILTER, subCategories: [storytelling] }))).toEqual(['story']);
    expect(ids(filterResources(all, { ...NO_FILTER, categories: ['COGS 402'], subCategories: [storytelling] }))).toEqual([
      'story',
      'proposal',
    ]);
  });

  it('keeps the chosen years, and combines them with the categories', () => {
    expect(ids(filterResources(all, { ...NO_FILTER, years: ['2024'] }))).toEqual(['story', 'proposal']);
    expect(ids(filterResources(all, { ...NO_FILTER, years: ['2024', '2025'] }))).toEqual(['coding', 'story', 'proposal']);
    expect(ids(filterResources(all, { ...NO_FILTER, years: ['2024'], categories: ['Skills Workshops'] }))).toEqual(['story']);
  });

  it('searches title, author and description, ignoring case and outer spaces', () => {
    expect(ids(filterResources(all, { ...NO_FILTER, search: 'psychopy' }))).toEqual(['coding']);
    expect(ids(filterResources(all, { ...NO_FILTER, search: ' RAMAN ' }))).toEqual(['proposal']);
    expect(ids(filterResources(all, { ...NO_FILTER, search: 'narrative' }))).toEqual(['story']);
    expect(ids(filterResources(all, { ...NO_FILTER, search: 'nothing like this' }))).toEqual([]);
  });
});

describe('activeFilterCount', () => {
  it('counts each ticked category, sub-category and year, and not the search', () => {
    const searching: ResourceFilter = { ...NO_FILTER, search: 'psychopy' };
    expect(activeFilterCount(NO_FILTER)).toBe(0);
    expect(activeFilterCount(searching)).toBe(0);
    expect(
      activeFilterCount({
        categories: ['COGS 402'],
        subCategories: [{ main: 'Skills Workshops', sub: 'Coding' }, { main: 'Skills Workshops', sub: 'Storytelling' }],
        years: ['2025'],
      }),
    ).toBe(4);
  });
});
