import { setWindowWidth } from './window-width';

const CSS = `
.wide { display: none; }
@media (min-width: 1024px) { .wide { display: block; } .narrow { display: none; } }
@media (max-width: 919.98px) { .title { display: none; } }
@media (prefers-reduced-motion: reduce) { .moving { display: none; } }
`;

function element(className: string): HTMLElement {
  const div = document.createElement('div');
  div.className = className;
  document.body.append(div);
  return div;
}

describe('setWindowWidth', () => {
  afterEach(() => document.body.replaceChildren());

  it('answers width and motion queries as a window of that width would', () => {
    setWindowWidth(1023.5, { reducedMotion: true });
    expect(window.matchMedia('(min-width: 1024px)').matches).toBe(false);
    expect(window.matchMedia('(max-width: 1023.98px)').matches).toBe(true);
    expect(window.matchMedia('(min-width: 975px) and (max-width: 1200px)').matches).toBe(true);
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(() => window.matchMedia('(orientation: portrait)')).toThrow('cannot answer');
  });

  it("applies a stylesheet's media rules as at that width, in place of the last width's", () => {
    const [wide, narrow, title, moving] = ['wide', 'narrow', 'title', 'moving'].map(element);
    setWindowWidth(1280, { stylesheets: [CSS] });
    expect([wide, narrow, title, moving].map((el) => getComputedStyle(el).display)).toEqual(['block', 'none', 'block', 'block']);
    setWindowWidth(375, { reducedMotion: true, stylesheets: [CSS] });
    expect([wide, narrow, title, moving].map((el) => getComputedStyle(el).display)).toEqual(['none', 'block', 'none', 'none']);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('tells the parts listening to media queries of a new width', () => {
    setWindowWidth(800);
    const listener = jest.fn();
    const list = window.matchMedia('(min-width: 1024px)');
    list.addEventListener('change', listener);
    setWindowWidth(1280);
    expect(listener).toHaveBeenCalledTimes(1);
    list.removeEventListener('change', listener);
    setWindowWidth(800);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
