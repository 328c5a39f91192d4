import { PAGE_IDS } from 'shared-ui/page-document';

const LIST = `<script type="application/json" id="${PAGE_IDS.startList}">{"preloads":["/bootstrap.c.js"],"scripts":["/main.a.js"]}</script>`;
// As the build gives it (config/inline-page-script.cjs).
(globalThis as { START_LIST_ID?: string }).START_LIST_ID = PAGE_IDS.startList;

async function runModule() {
  document.head.innerHTML = '';
  document.body.innerHTML = LIST;
  await jest.isolateModulesAsync(async () => {
    await import('./start-after-paint');
  });
}

const started = () => document.head.querySelector('script')?.getAttribute('src');
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

/** Paint timing as Chromium has it: the observer hears of the first contentful paint once it is shown. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly report: (list: { getEntriesByName(name: string): unknown[]; getEntriesByType(type: string): unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  readonly observed: string[] = [];
  observe({ type }: { type: string }) {
    this.observed.push(type);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** A frame's entries: its paint's `name` and, when given, its largest paint's size. */
  painted(name: string, largestSize?: number) {
    const largest = largestSize === undefined ? [] : [{ name: '', size: largestSize }];
    this.report({
      getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []),
      getEntriesByType: (type) => (type === 'largest-contentful-paint' ? largest : []),
    });
  }
}

describe('start-after-paint', () => {
  afterEach(() => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    FakePaintObserver.current = undefined;
    jest.useRealTimers();
  });

  it("without paint timing, loads a drawn page's scripts after the next frame, the entry in order and the rest as preloads", async () => {
    await runModule();
    expect(started()).toBeUndefined();
    await nextFrame();
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(preload?.getAttribute('href')).toBe('/bootstrap.c.js');
    expect(preload?.as).toBe('script');
    expect(started()).toBe('/main.a.js');
    expect(document.head.querySelector('script')?.async).toBe(false);
  });

  it('with paint timing, waits for the first contentful paint to be reported, not for a frame', async () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    await runModule();
    await nextFrame();
    expect(started()).toBeUndefined();
    FakePaintObserver.current!.painted('first-paint');
    await nextFrame();
    expect(started()).toBeUndefined();
    FakePaintObserver.current!.painted('first-contentful-paint');
    await nextFrame();
    expect(started()).toBe('/main.a.js');
    expect(FakePaintObserver.current!.disconnected).toBe(true);
    // Reported again (buffered and live), it starts nothing twice.
    FakePaintObserver.current!.painted('first-contentful-paint');
    await nextFrame();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  /** A picture still loading, 300 px wide and 200 high, `top` px from the viewport's top. */
  const picture = (top: number) => {
    const image = document.createElement('img');
    Object.defineProperty(image, 'complete', { value: false });
    image.getBoundingClientRect = () => ({ top, bottom: top + 200, left: 0, right: 300 }) as DOMRect;
    return image;
  };

  it('waits, once painted, for the pictures in view to load, so none shares the bandwidth with the scripts; not for those below', async () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    const inView = picture(100);
    const below = picture(window.innerHeight + 400);
    await runModule();
    document.body.append(inView, below);
    FakePaintObserver.current!.painted('first-contentful-paint');
    await nextFrame();
    expect(started()).toBeUndefined();
    inView.dispatchEvent(new Event('load'));
    await nextFrame();
    expect(started()).toBe('/main.a.js');
  });

  it('does not wait for a picture in view smaller than what the first paint drew: it can never be the largest paint', async () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    const card = picture(window.innerHeight - 50);
    await runModule();
    document.body.append(card);
    expect(FakePaintObserver.current!.observed).toEqual(['largest-contentful-paint', 'paint']);
    // 300 × 50 px of it in view, against a featured picture of 300 × 200 already painted.
    FakePaintObserver.current!.painted('first-contentful-paint', 300 * 200);
    await nextFrame();
    expect(started()).toBe('/main.a.js');
  });

  it('waits for a picture in view larger than what the first paint drew: it may become the largest paint', async () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    const featured = picture(100);
    await runModule();
    document.body.append(featured);
    // The heading's text was the largest so far: 300 × 40 px.
    FakePaintObserver.current!.painted('first-contentful-paint', 300 * 40);
    await nextFrame();
    expect(started()).toBeUndefined();
    featured.dispatchEvent(new Event('error'));
    await nextFrame();
    expect(started()).toBe('/main.a.js');
  });

  it('is written in the head: it reads the list at the page\'s end once the page is parsed', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      await runModule();
      await nextFrame();
      expect(started()).toBeUndefined();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await nextFrame();
    expect(started()).toBe('/main.a.js');
  });

  it('starts at the latest after three seconds when no paint is reported (a tab in the background)', async () => {
    jest.useFakeTimers();
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    await runModule();
    jest.advanceTimersByTime(2999);
    expect(started()).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(started()).toBe('/main.a.js');
  });
});
