import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Lab meeting')).toBe('Lab meeting');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Pilot, week 2')).toBe('"Pilot, week 2"');
    expect(csvCell('The "novelty" task')).toBe('"The ""novelty"" task"');
    expect(csvCell('First.\n\nSecond.')).toBe('"First.\n\nSecond."');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises a leading =, +, -, @, tab or carriage return against formula injection', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark and ends every row with CRLF', () => {
    expect(toCsv([['Title', 'Author'], ['Café, talk', 'Zoë']])).toBe('\uFEFFTitle,Author\r\n"Café, talk",Zoë\r\n');
  });
});
