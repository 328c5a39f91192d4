import { isSafeLink, linkHref } from './safe-link';

/** Links the site may render: http(s), protocol-relative, or a bare address the site prefixes. */
const ACCEPTED: string[] = [
  'http://a',
  'https://x.org',
  'HTTPS://EXAMPLE.ORG/Path',
  'https://osf.io/x',
  'https://example.org/a?b=c&d=e#frag',
  'https://example.org:8443/secure',
  '//example.org/a',
  'example.org/paper.pdf',
  'docs.python.org/3/',
  'localhost:3000/x',
  'localhost:3000',
  'example.org:8080/a',
  '127.0.0.1:8080/x?q=1',
  'www.example.org',
  'example.org/go?to=https://elsewhere.org',
];

/** Anything with another scheme, no host, white space, control characters or backslashes. */
const REFUSED: [string, string][] = [
  ['', 'empty'],
  ['javascript:alert(1)', 'javascript scheme'],
  ['JAVASCRIPT:alert(1)', 'upper-case javascript scheme'],
  ['JavaScript:alert(1)', 'mixed-case javascript scheme'],
  ['vbscript:msgbox(1)', 'vbscript scheme'],
  ['data:text/html,x', 'data scheme'],
  ['DATA:text/html;base64,PHNjcmlwdD4=', 'upper-case data scheme'],
  ['file:///etc/passwd', 'file scheme'],
  ['mailto:someone@example.org', 'mailto scheme'],
  ['ftp://example.org/file', 'ftp scheme'],
  ['https:\\\\evil.example', 'backslashes after the scheme'],
  ['\\\\evil.example\\share', 'UNC-style backslashes'],
  ['https://', 'https with no host'],
  ['http://', 'http with no host'],
  ['https:///path', 'https with an empty host'],
  ['https:evil.example', 'https without slashes'],
  ['javascript:1/alert(1)', 'javascript scheme disguised as host:port'],
  ['JAVASCRIPT:0,alert(1)', 'upper-case javascript scheme followed by a digit'],
  ['data:1,x', 'data scheme followed by a digit'],
  ['java\tscript:alert(1)', 'tab inside the scheme'],
  ['java\nscript:alert(1)', 'newline inside the scheme'],
  ['https://example.org/a\nb', 'newline inside'],
  [' https://x.org', 'leading space'],
  ['https://x.org ', 'trailing space'],
  ['https://exa mple.org', 'space inside'],
  ['\u0000javascript:alert(1)', 'leading NUL'],
  ['https://x.org/\u007f', 'DEL character'],
  ['://example.org', 'no scheme before ://'],
  ['1a://example.org', 'no scheme before ://, but a word'],
];

describe('isSafeLink', () => {
  it.each(ACCEPTED)('accepts %j', (value) => {
    expect(isSafeLink(value)).toBe(true);
  });

  it.each(REFUSED)('refuses %j (%s)', (value) => {
    expect(isSafeLink(value)).toBe(false);
  });
});

describe('linkHref', () => {
  it('links to a safe link as typed with its scheme, protocol-relative without', () => {
    expect(linkHref('https://osf.io/x')).toBe('https://osf.io/x');
    expect(linkHref('example.org/paper.pdf')).toBe('//example.org/paper.pdf');
    expect(linkHref('//example.org/a')).toBe('//example.org/a');
    expect(linkHref('localhost:3000/x')).toBe('//localhost:3000/x');
  });

  it('links to nothing unsafe', () => {
    expect(linkHref('javascript:alert(1)')).toBeUndefined();
  });
});
