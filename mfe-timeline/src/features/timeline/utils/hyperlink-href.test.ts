import { hyperlinkHref } from './hyperlink-href';

describe('hyperlinkHref', () => {
  it("prefixes '//' to a link without '://'", () => {
    expect(hyperlinkHref('example.org/notes')).toBe('//example.org/notes');
  });

  it('keeps http and https links', () => {
    expect(hyperlinkHref('https://example.org')).toBe('https://example.org');
    expect(hyperlinkHref('HTTP://example.org')).toBe('HTTP://example.org');
  });

  it('gives no address for another scheme', () => {
    expect(hyperlinkHref('javascript://%0aalert(1)')).toBeUndefined();
    expect(hyperlinkHref('ftp://example.org')).toBeUndefined();
  });
});
