import moment from 'moment';
import { snapshot } from '../../../testing/fixtures';
import { emptyEntry, entryFromSnapshot, listItem, snapshotBody } from './entry-values';

describe('listItem', () => {
  it("trims, and prefixes '//' to a hyperlink without '://'", () => {
    expect(listItem('hyperlinks', ' example.org/notes ')).toBe('//example.org/notes');
    expect(listItem('hyperlinks', 'https://osf.io/x')).toBe('https://osf.io/x');
    expect(listItem('contributors', '  Alan Turing ')).toBe('Alan Turing');
  });

  it('refuses a javascript: hyperlink', () => {
    expect(listItem('hyperlinks', 'javascript:alert(1)')).toBeUndefined();
  });
});

describe('emptyEntry', () => {
  it('is dated today', () => {
    expect(emptyEntry(new Date(2026, 1, 28, 15))).toMatchObject({ year: 2026, month: 2, day: 28, title: '', descriptions: [] });
  });
});

describe('snapshotBody', () => {
  const values = {
    ...emptyEntry(new Date(2025, 2, 5)),
    title: '  Lab meeting ',
    project: 'NCIS',
    categories: ['Meetings'],
    descriptions: ['First.'],
    hyperlinks: ['//example.org'],
  };

  it('sends noon of the chosen day, the title trimmed', () => {
    const body = snapshotBody(values, 'ada.l');
    expect(body).toMatchObject({ author: 'ada.l', title: 'Lab meeting', project: 'NCIS', categories: ['Meetings'] });
    expect(body.date).toBe(new Date(2025, 2, 5, 12).toISOString());
  });

  it('adds what is still typed in a box, prefixed when a hyperlink, and ignores blank boxes', () => {
    const body = snapshotBody(
      { ...values, drafts: { descriptions: ' Second. ', contributors: '   ', hyperlinks: 'osf.io/k4m7q' } },
      'ada.l',
    );
    expect(body.descriptions).toEqual(['First.', 'Second.']);
    expect(body.contributors).toEqual([]);
    expect(body.hyperlinks).toEqual(['//example.org', '//osf.io/k4m7q']);
  });
});

describe('entryFromSnapshot', () => {
  it('fills the form with the entry, dated by the local calendar', () => {
    const date = moment({ year: 2024, month: 11, date: 31, hour: 12 }).toISOString();
    const values = entryFromSnapshot(snapshot('s', { date, descriptions: ['A', 'B'], contributors: ['C'], hyperlinks: ['//d.org'] }));
    expect(values).toMatchObject({ year: 2024, month: 12, day: 31, descriptions: ['A', 'B'], contributors: ['C'], hyperlinks: ['//d.org'] });
  });
});
