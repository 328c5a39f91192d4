import { setWindowWidth } from '../testing/window-width';
import { prefersReducedMotion, scrollBehavior } from './reduced-motion';

describe('reduced motion', () => {
  it('scrolls smoothly for visitors who did not ask for less motion', () => {
    setWindowWidth(1280);
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior()).toBe('smooth');
  });

  it('jumps for visitors who prefer reduced motion', () => {
    setWindowWidth(1280, { reducedMotion: true });
    expect(prefersReducedMotion()).toBe(true);
    expect(scrollBehavior()).toBe('auto');
  });
});
