import { auditEntry } from '../../../testing/fixtures';
import { auditCsv, auditCsvName } from './audit-csv';

describe('auditCsv', () => {
  it('writes a header and a row per entry, quoted by RFC 4180, with a BOM and CRLF', () => {
    const entries = [
      auditEntry('e1'),
      auditEntry('e2', {
        at: '2026-03-04T08:30:00.000Z',
        actor: null,
        action: 'password.reset',
        target: 'user',
        targetId: 'u1',
        summary: 'Reset the password of "=ada"',
        fields: [],
      }),
    ];
    expect(auditCsv(entries).split('\r\n')).toEqual([
      '\uFEFFWhen (UTC),Who,Action,Action code,What,Target ID,Summary,Fields',
      '2026-03-05T12:00:00.000Z,ada,Resource edited,resource.updated,Resource,r-e1,"Updated resource ""Intro to R"": title, description",title; description',
      '2026-03-04T08:30:00.000Z,,Password reset with a link,password.reset,Account,u1,"Reset the password of ""=ada""",',
      '',
    ]);
  });

  it('guards a cell that a spreadsheet would run as a formula', () => {
    const [, row] = auditCsv([auditEntry('e1', { actor: '=cmd', summary: '@SUM(A1)' })]).split('\r\n');
    expect(row).toContain(",'=cmd,");
    expect(row).toContain(",'@SUM(A1),");
  });
});

it('names the file after the day of the export', () => {
  expect(auditCsvName(new Date(2026, 2, 5, 18))).toBe('audit-2026-03-05.csv');
});
