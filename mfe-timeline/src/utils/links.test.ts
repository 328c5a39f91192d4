import { webLink } from './links';

describe('webLink', () => {
  it("prefixes '//' to a link without '://'", () => {
    expect(webLink('example.org/notes')).toBe('//example.org/notes');
    expect(webLink('  www.example.org ')).toBe('//www.example.org');
    expect(webLink('localhost:3000/x')).toBe('//localhost:3000/x');
  });

  it('keeps http, https and protocol-relative links as they are', () => {
    expect(webLink('https://example.org')).toBe('https://example.org');
    expect(webLink('HTTP://example.org/a?b=c')).toBe('HTTP://example.org/a?b=c');
    expect(webLink('//example.org/a')).toBe('//example.org/a');
  });

  it('refuses javascript: and every other scheme, however it is written', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'javascript://%0aalert(1)',
      'javascript:1/alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox(1)',
      'ftp://example.org',
      'mailto:someone@example.org',
    ]) {
      expect(webLink(link)).toBeUndefined();
    }
  });

  it('refuses empty values, white space inside, backslashes and schemes without a host', () => {
    for (const link of ['', '   ', 'exa mple.org', '\\\\evil\\share', 'https://', 'https:evil.example', '://example.org']) {
      expect(webLink(link)).toBeUndefined();
    }
  });
});
