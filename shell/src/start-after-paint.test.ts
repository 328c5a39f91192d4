import { ENTRY_ASKED_MARK, PAGE_IDS, type StartList } from 'shared-ui/page-document';

/** The shell's files weigh 120 kB as sent; the page's remote adds two files. */
const START: StartList = { scripts: ['/main.a.js'], preloads: ['/bootstrap.c.js'], pageFiles: ['/remotes/mfe-public/remoteEntry.js', '/remotes/mfe-public/page.d.js'], startBytes: 120_000 };
const listed = (list: StartList) => `<script type="application/json" id="${PAGE_IDS.startList}">${JSON.stringify(list)}</script>`;
// As the build gives them (config/inline-page-script.cjs).
Object.assign(globalThis, { START_LIST_ID: PAGE_IDS.startList, ENTRY_ASKED_MARK });

async function runModule(list: StartList = START) {
  document.head.innerHTML = '';
  document.body.innerHTML = listed(list);
  await jest.isolateModulesAsync(async () => {
    await import('./start-after-paint');
  });
}

const started = () => document.head.querySelector('script')?.getAttribute('src');
const preloaded = () => Array.from(document.head.querySelectorAll('link[rel="preload"]')).map((link) => link.getAttribute('href'));
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
    // Nothing tells how fast the line is (no stylesheet timed): the page's files come at once too.
    expect(preloaded()).toEqual(['/bootstrap.c.js', '/remotes/mfe-public/remoteEntry.js', '/remotes/mfe-public/page.d.js']);
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
  describe("the page's files, paced after the shell's (decision 0056)", () => {
    /** The page's stylesheet as Resource Timing has it: 25,000 bytes in 125 ms (200 a ms), or from a cache. */
    const stylesheet = ({ cached = false } = {}) =>
      ({ name: 'http://localhost/bootstrap.b.css', entryType: 'resource', initiatorType: 'link', encodedBodySize: 25_000, transferSize: cached ? 0 : 25_300, responseStart: 500, responseEnd: 625 }) as unknown as PerformanceEntry;
    /**
     * The entry asked for `before` ms before the start script starts, as fetch-entry-after-styles
     * marks it; `later` holds the files that end meanwhile, as Resource Timing adds them.
     */
    function timed({ cached = false, before = 100, later = [] as PerformanceEntry[] } = {}) {
      const asked = performance.now() - before;
      Object.assign(performance, {
        getEntriesByType: (type: string) => (type === 'resource' ? [stylesheet({ cached }), ...later] : []),
        getEntriesByName: (name: string) => (name === ENTRY_ASKED_MARK ? [{ name, startTime: asked }] : []),
      });
      return asked;
    }
    /** A file that began `at` (ms on the page's clock) and came as `bytes`. */
    const ended = (path: string, at: number, bytes: number) =>
      ({ name: `http://localhost${path}`, entryType: 'resource', initiatorType: 'img', startTime: at, encodedBodySize: bytes }) as unknown as PerformanceEntry;
    /** The first contentful paint reported: the start script starts in the task after it. */
    const toTheStart = () => {
      FakePaintObserver.current!.painted('first-contentful-paint');
      jest.advanceTimersByTime(0);
    };
    const shellOnly = ['/bootstrap.c.js'];
    const all = [...shellOnly, ...START.pageFiles];

    beforeEach(() => {
      jest.useFakeTimers();
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    });
    // jsdom has neither: each test gives its own.
    afterEach(() => {
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
      delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    });

    it("asks for them once the shell's 120 kB would have come at the stylesheet's pace since the entry was asked for", async () => {
      timed({ before: 100 });
      await runModule();
      toTheStart();
      expect(started()).toBe('/main.a.js');
      expect(preloaded()).toEqual(shellOnly);
      // 120,000 bytes at 200 a ms: 600 ms after the entry was asked for, 500 after the start.
      jest.advanceTimersByTime(499);
      expect(preloaded()).toEqual(shellOnly);
      jest.advanceTimersByTime(1);
      expect(preloaded()).toEqual(all);
      jest.advanceTimersByTime(5000);
      expect(preloaded()).toEqual(all);
    });

    it("goes by the browser's estimate of the line where the stylesheet reads slower, its round trips counted in", async () => {
      timed({ before: 100 });
      // 2 Mbit/s: 250 bytes a ms, against the stylesheet's 200.
      Object.defineProperty(navigator, 'connection', { value: { downlink: 2 }, configurable: true });
      try {
        await runModule();
        toTheStart();
        // 120,000 bytes at 250 a ms: 480 ms after the entry was asked for, 380 after the start.
        jest.advanceTimersByTime(379);
        expect(preloaded()).toEqual(shellOnly);
        jest.advanceTimersByTime(1);
        expect(preloaded()).toEqual(all);
      } finally {
        delete (navigator as { connection?: unknown }).connection;
      }
    });

    it('asks for them as soon as the entry has run, however long the guess of the line said to wait', async () => {
      timed({ before: 0 });
      await runModule();
      toTheStart();
      expect(preloaded()).toEqual(shellOnly);
      document.head.querySelector('script')!.dispatchEvent(new Event('load'));
      expect(preloaded()).toEqual(all);
      jest.advanceTimersByTime(1500);
      expect(preloaded()).toEqual(all);
    });

    it('waits at most one and a half seconds, whatever the shell weighs', async () => {
      timed({ before: 0 });
      await runModule({ ...START, startBytes: 10_000_000 });
      toTheStart();
      jest.advanceTimersByTime(1499);
      expect(preloaded()).toEqual(shellOnly);
      jest.advanceTimersByTime(1);
      expect(preloaded()).toEqual(all);
    });

    it('waits as long again for what else came down the line since the entry was asked for, such as the pictures of a first layout', async () => {
      const later: PerformanceEntry[] = [];
      const asked = timed({ before: 100, later });
      await runModule();
      toTheStart();
      // Ended meanwhile: two pictures begun after the entry (30,000 bytes), a picture begun before
      // it, and the shell's bootstrap chunk, which the shell's 120 kB already count.
      later.push(ended('/api/highlights/a/image?w=720', asked + 60, 18_000), ended('/api/highlights/b/image?w=720', asked + 60, 12_000));
      later.push(ended('/api/highlights/featured/image?w=720', asked - 40, 3_000), ended('/bootstrap.c.js', asked + 110, 14_000));
      // 150,000 bytes at 200 a ms: 750 ms after the entry was asked for, 650 after the start.
      jest.advanceTimersByTime(649);
      expect(preloaded()).toEqual(shellOnly);
      jest.advanceTimersByTime(1);
      expect(preloaded()).toEqual(all);
    });

    it('asks for them at once when the stylesheet came from a cache, or the shell has had its time already', async () => {
      timed({ cached: true });
      Object.defineProperty(navigator, 'connection', { value: { downlink: 2 }, configurable: true });
      try {
        await runModule();
        toTheStart();
        expect(preloaded()).toEqual(all);
      } finally {
        delete (navigator as { connection?: unknown }).connection;
      }

      timed({ before: 700 });
      await runModule();
      toTheStart();
      expect(preloaded()).toEqual(all);
    });
  });
});
