import { configureApi } from 'shared-ui';
import { imageSources } from './image-sources';

const IMAGE = '/api/highlights/h1/image?v=abc';

afterEach(() => configureApi({ baseUrl: '' }));

describe('imageSources', () => {
  it('offers every width the API serves, with a laptop’s width where srcset is not read', () => {
    const { src, srcSet } = imageSources(IMAGE, 'card');
    expect(src).toBe('/api/highlights/h1/image?v=abc&w=1080');
    expect(srcSet.split(', ')).toEqual([
      '/api/highlights/h1/image?v=abc&w=480 480w',
      '/api/highlights/h1/image?v=abc&w=720 720w',
      '/api/highlights/h1/image?v=abc&w=1080 1080w',
      '/api/highlights/h1/image?v=abc&w=1600 1600w',
    ]);
  });

  it('gives a phone’s width to both boxes, and a third of the page to a card on a wide screen', () => {
    const full = imageSources(IMAGE, 'full').sizes;
    const card = imageSources(IMAGE, 'card').sizes;
    expect(full.endsWith('calc(100vw - 1.5rem)')).toBe(true);
    expect(card.endsWith('calc(100vw - 1.5rem)')).toBe(true);
    expect(full).toContain('(min-width: 1400px) 1296px');
    expect(card).toContain('(min-width: 1400px) 416px');
  });

  it('starts the query on a URL without one, and names the API where it is elsewhere', () => {
    configureApi({ baseUrl: 'https://api.example.org' });
    expect(imageSources('/api/highlights/h1/image', 'full').src).toBe('https://api.example.org/api/highlights/h1/image?w=1080');
  });
});
