import { snapshot } from '../../../testing/fixtures';
import { timelineCsv, timelineCsvName } from './timeline-csv';

describe('timelineCsv', () => {
  it('writes a header and one row per entry, lists joined and paragraphs kept', () => {
    const entry = snapshot('x', {
      title: 'Pilot, "week" 2',
      date: new Date(2025, 2, 5, 12).toISOString(),
      project: 'SHIVA',
      categories: ['Meetings', 'Progress'],
      author: 'ada.l',
      descriptions: ['First.', 'Second.'],
      hyperlinks: ['https://osf.io/x', '//example.org'],
      contributors: ['=cmd', 'Alan Turing'],
    });
    expect(timelineCsv([entry]).split('\r\n')).toEqual([
      '\uFEFFTitle,Date,Project,Categories,Author,Descriptions,Hyperlinks,Contributors',
      `"Pilot, ""week"" 2",2025-03-05,SHIVA,Meetings; Progress,ada.l,"First.\n\nSecond.",https://osf.io/x; //example.org,'=cmd; Alan Turing`,
      '',
    ]);
  });
});

describe('timelineCsvName', () => {
  it('names the file after the day of the export', () => {
    expect(timelineCsvName(new Date(2025, 2, 5, 18))).toBe('timeline-2025-03-05.csv');
  });
});
