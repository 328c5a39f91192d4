import { isWebUrl } from './web-url';

describe('isWebUrl', () => {
  it('accepts http(s) addresses and bare addresses that get https:// in front', () => {
    expect(isWebUrl('https://example.org/slides.pdf')).toBe(true);
    expect(isWebUrl('http://lab.example.edu')).toBe(true);
    expect(isWebUrl('example.org/cv')).toBe(true);
    expect(isWebUrl('  www.example.org  ')).toBe(true);
    expect(isWebUrl('localhost:3000/notes')).toBe(true);
  });

  it('refuses empty text, words, spaces and other schemes', () => {
    expect(isWebUrl('')).toBe(false);
    expect(isWebUrl(undefined)).toBe(false);
    expect(isWebUrl('slides')).toBe(false);
    expect(isWebUrl('http://intranet')).toBe(false);
    expect(isWebUrl('https://example.org/a b')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('ftp://example.org/file')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('mailto:ada@example.org')).toBe(false);
  });
});
