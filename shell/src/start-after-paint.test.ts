import { PAGE_IDS } from 'shared-ui/page-document';

const LIST = `<script type="application/json" id="${PAGE_IDS.startList}">{"preloads":["/bootstrap.c.js"],"scripts":["/main.a.js"]}</script>`;
// As the build gives it (config/start-after-paint.cjs).
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
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly report: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  painted(name: string) {
    this.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
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

  it('waits, once painted, for the pictures in view to load, so none shares the bandwidth with the scripts; not for those below', async () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    const picture = (top: number) => {
      const image = document.createElement('img');
      Object.defineProperty(image, 'complete', { value: false });
      image.getBoundingClientRect = () => ({ top, bottom: top + 200 }) as DOMRect;
      return image;
    };
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
