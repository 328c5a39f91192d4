/**
 * The parts of RFC 5545 (iCalendar) the timeline feed needs: TEXT escaping, dates, and content
 * lines folded at 75 octets and ended by CRLF.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value (3.3.11): backslash, semicolon, comma and newlines escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}

/**
 * Folds one content line (3.1): no line longer than 75 octets, continuation lines starting with a
 * space, and never a break inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A calendar object from its content lines, folded, each ended by CRLF. */
export function calendarText(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}

/** DATE-TIME in UTC (3.3.5, form 2): 20260301T120000Z. */
export function utcDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** DATE (3.3.4): 20260301. */
export function dateValue(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}
