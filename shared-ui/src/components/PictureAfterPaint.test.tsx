import { render } from '@testing-library/react';
import { themeStylesheet } from '../testing/stylesheets';
import { PictureAfterPaint } from './PictureAfterPaint';

/** The theme's rules, as the page's first stylesheet brings them. */
function withTheme(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = themeStylesheet();
  document.head.append(style);
  return style;
}

describe('PictureAfterPaint', () => {
  afterEach(() => {
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    document.documentElement.removeAttribute('data-app-ready');
  });

  it('frames its picture in the proportions given, so the picture has its box while it waits', () => {
    const { container } = render(
      <PictureAfterPaint ratio="16 / 9" className="card-frame">
        <img src="/picture.png" alt="" loading="lazy" />
      </PictureAfterPaint>,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveClass('picture-after-paint', 'card-frame');
    expect(frame).toHaveStyle({ aspectRatio: '16 / 9' });
    expect(frame.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('holds its picture out of the layout for up to 1 s on a page the app has not taken over yet, and not once it has', () => {
    withTheme();
    const { container } = render(
      <PictureAfterPaint ratio="8 / 5">
        <img src="/picture.png" alt="" loading="lazy" />
      </PictureAfterPaint>,
    );
    const picture = container.querySelector('img')!;
    expect(getComputedStyle(picture).animation).toBe('picture-after-paint 1s step-end');
    document.documentElement.setAttribute('data-app-ready', '');
    expect(getComputedStyle(picture).animation).toBe('');
  });

  it('holds it by leaving it out of the layout, which leaves a lazy picture unasked for, for the whole hold', () => {
    const sheet = withTheme().sheet!;
    // jsdom has no CSSKeyframesRule class to test against: the rule's name tells it.
    const keyframes = Array.from(sheet.cssRules).find((rule) => (rule as CSSKeyframesRule).name === 'picture-after-paint') as CSSKeyframesRule | undefined;
    expect(keyframes).toBeDefined();
    expect(Array.from(keyframes!.cssRules).map((rule) => rule.cssText.replace(/\s+/g, ' ').trim())).toEqual(['from {display: none;}']);
  });
});
