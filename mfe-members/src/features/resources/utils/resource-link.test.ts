import { resourceHref } from './resource-link';

describe('resourceHref', () => {
  it('gives no address for an empty link', () => {
    expect(resourceHref('')).toBeUndefined();
    expect(resourceHref('   ')).toBeUndefined();
  });

  it('prefixes https:// to a link without http', () => {
    expect(resourceHref('example.org')).toBe('https://example.org');
    expect(resourceHref('www.example.org/slides.pdf')).toBe('https://www.example.org/slides.pdf');
  });

  it('keeps http and https links as they are', () => {
    expect(resourceHref('http://x')).toBe('http://x');
    expect(resourceHref('HTTPS://example.org/a?b=c')).toBe('HTTPS://example.org/a?b=c');
  });

  it('never yields a script address', () => {
    expect(resourceHref('javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });
});
