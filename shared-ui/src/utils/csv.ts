/**
 * A cell a spreadsheet would read as a formula ('=', '+', '-', '@', or a tab or carriage return
 * before one) gets a leading apostrophe, so text from the site is never run as a formula (CSV
 * injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV document: CRLF line ends, and a UTF-8 byte order mark first, so that spreadsheet programs
 * read accented names as UTF-8 rather than their locale's code page.
 */
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
