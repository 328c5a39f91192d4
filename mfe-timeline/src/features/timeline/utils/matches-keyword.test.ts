import { formatDate } from 'shared-ui/dates';
import { snapshot } from '../../../testing/fixtures';
import { matchesKeyword } from './matches-keyword';

const ENTRY = snapshot('k1', {
  title: 'Pilot Study',
  author: 'ada.l',
  project: 'SHIVA',
  descriptions: ['Twelve participants.', 'Recognition was above EIGHTY percent.'],
  hyperlinks: ['https://osf.io/k4m7q/'],
  contributors: ['Alan Turing'],
  categories: ['Guest Speaker'],
  date: '2025-03-14T12:00:00.000Z',
});

/** The site's format, as the page has it once moment has come. */
const FORMAT = (value: string) => formatDate(value);

describe('matchesKeyword', () => {
  it.each([
    ['title', 'pilot'],
    ['author', 'ADA.L'],
    ['project', 'shiva'],
    ['first description', 'twelve'],
    ['second description', 'eighty'],
    ['hyperlink', 'OSF.IO/K4M'],
    ['contributor', 'turing'],
    ['category', 'guest sp'],
    ['date as shown', 'march 14'],
  ])('matches part of the %s in any case', (_field, keyword) => {
    expect(matchesKeyword(ENTRY, keyword, FORMAT)).toBe(true);
  });

  it('does not match a word the entry does not have', () => {
    expect(matchesKeyword(ENTRY, 'workshop', FORMAT)).toBe(false);
  });

  it('lets everything through for an empty or blank keyword, and ignores surrounding spaces', () => {
    expect(matchesKeyword(ENTRY, '', FORMAT)).toBe(true);
    expect(matchesKeyword(ENTRY, '   ', FORMAT)).toBe(true);
    expect(matchesKeyword(ENTRY, '  Turing ', FORMAT)).toBe(true);
  });

  it('matches the other texts, not yet the date, before moment has come', () => {
    expect(matchesKeyword(ENTRY, 'march 14', undefined)).toBe(false);
    expect(matchesKeyword(ENTRY, 'pilot', undefined)).toBe(true);
    expect(matchesKeyword(ENTRY, '', undefined)).toBe(true);
  });
});
