import fc from 'fast-check';

/** Characters that trip parsers, databases and encoders: NUL, controls, lone surrogates, direction marks. */
const ODD_CHARS = [
  '\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\r\n', '\t', '\u0085', '\u00a0', '\u2028', '\u202e', '\u200b',
  '\ufeff', '\ufffd', '\ud800', '\udfff', '\u0301', '\u{1f600}', '\u{10ffff}', '%', '%00', '%2F', '"', "'", '\\', '/',
  '<', '>', '&', '{', '}', '[', ']', '$', '=', ';', ',', '?', '#', '+', ' ',
];

/** Strings people and attackers send that no form would: injections, keywords, path tricks. */
const NASTY = [
  '', ' ', 'null', 'undefined', 'NaN', 'true', '-1', '1e999', '__proto__', 'constructor', 'prototype', 'toString',
  '../../etc/passwd', '..%2F..%2F', "' OR 1=1 --", '"; drop table users; --', '${7*7}', '{{7*7}}',
  '<script>alert(1)</script>', 'javascript:alert(1)', 'data:text/html,x', '\u0000admin', 'admin\u0000',
];

/**
 * A huge string, up to about 1 MB (beyond the 256 KB body limit, which must answer 413). Built by
 * repeating a short random unit, so generating it costs little.
 */
export const hugeString: fc.Arbitrary<string> = fc
  .record({
    unit: fc.string({ unit: fc.constantFrom(...ODD_CHARS, 'a', 'é', '字'), minLength: 1, maxLength: 6 }),
    size: fc.oneof({ arbitrary: fc.integer({ min: 300, max: 70_000 }), weight: 8 }, { arbitrary: fc.integer({ min: 200_000, max: 1_050_000 }), weight: 1 }),
  })
  .map(({ unit, size }) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size));

/** Any odd string: random code points, odd characters, known nasty values, rarely a huge one. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 4 },
  { arbitrary: fc.string({ unit: fc.constantFrom(...ODD_CHARS, 'a', 'Z', '0'), maxLength: 24 }), weight: 6 },
  { arbitrary: fc.constantFrom(...NASTY), weight: 3 },
  { arbitrary: hugeString, weight: 1 },
);

/** Printable ASCII only: what a header value can carry (no CR, LF or NUL). */
export const headerString = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength });

/**
 * Percent-encodes a URL part as a client would, except that lone surrogates (which
 * encodeURIComponent refuses) become the bytes a careless client sends: invalid UTF-8.
 */
export function encodePart(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff) return `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%80`;
      return encodeURIComponent(char);
    })
    .join('');
}

/** A path segment that names nothing: odd text, encoded slashes and dots, bad escapes, or very long. */
export const junkSegment: fc.Arbitrary<string> = fc.oneof(
  oddString.map((text) => encodePart(text.slice(0, 2000)) || '%20'),
  fc.constantFrom('..', '.', '%2e%2e', '%2F', '..%2F..%2Fetc%2Fpasswd', '%00', '%', '%E0%A4%A', '%FF', '%C0%AF', 'a%2Fb', '%5C', '~'),
  fc.uuid(),
  fc.integer({ min: 65, max: 20_000 }).map((length) => 'x'.repeat(length)),
  fc.stringMatching(/^[0-9a-f-]{1,40}$/),
);
