// The start of a page the server drew (decision 0030): its scripts begin to download only after
// its first paint (and its pictures in view), so nothing but the page's HTML, stylesheets and
// pictures stands before its content is seen; only the entry may begin sooner, once the
// stylesheets have loaded (fetch-entry-after-styles.ts, decision 0045). The server lists them in
// the page and writes this module into its head (allowed by its hash in the CSP): tiny, built on
// its own (config/inline-page-script.cjs), outside webpack's runtime, and not a request of its own.

interface StartFiles {
  /** What the page would have preloaded (the shell's start chunks, the remote's files). */
  preloads: string[];
  /** The shell's entry (main.js), run in order. */
  scripts: string[];
}

function start(doc: Document, files: StartFiles): void {
  for (const href of files.preloads) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    doc.head.append(link);
  }
  for (const src of files.scripts) {
    const script = doc.createElement('script');
    script.src = src;
    // Inserted scripts run as they arrive unless told otherwise: in the page's order.
    script.async = false;
    doc.head.append(script);
  }
}

/** However late the page settles (a tab opened in the background paints when shown; an image hangs), it starts. */
const AT_THE_LATEST_MS = 3000;

/** The area of `image` inside the viewport: what the largest paint would count of it, at most. */
function areaInView(image: HTMLImageElement): number {
  const { top, bottom, left, right } = image.getBoundingClientRect();
  const height = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
  const width = Math.min(right, window.innerWidth) - Math.max(left, 0);
  return height > 0 && width > 0 ? height * width : 0;
}

/**
 * The page's pictures in view still loading that could yet be its largest paint: those larger in
 * view than the largest already painted (`largestPainted`, in px²; 0 when none was reported).
 * Lazy ones out of view hold nothing, nor do smaller ones (a card's picture beside the featured one).
 */
function picturesInView(doc: Document, largestPainted: number): HTMLImageElement[] {
  return Array.from(doc.images).filter((image) => !image.complete && areaInView(image) > largestPainted);
}

/**
 * Runs `then` once the page's first paint has reached the screen and the pictures in view that
 * could still be its largest paint have loaded, or after AT_THE_LATEST_MS: not after the
 * window's load, which waits on every picture of the page. A picture that becomes the page's
 * largest paint (a featured highlight) would otherwise share the phone's bandwidth with the
 * scripts; one smaller than what is already painted never becomes it, and waiting for it only
 * leaves the page unanswering longer (Highlights' second card, a project's figure: 0.2-0.3 s on
 * a phone). A frame's callback runs before its paint and the task it queues after its paint is
 * committed, but the screen can show that frame later still (in Lighthouse's traces, some 15 ms
 * after scripts so started): the paint timing entry is reported only once it is shown. Where
 * paint timing is missing, the frame's task. The largest paint's entries come to the same
 * observer with their frame's paint entry; without them every picture in view is waited for.
 */
function whenPageShown(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  let largestPainted = 0;
  const painted = () => {
    const waiting = picturesInView(document, largestPainted);
    let left = waiting.length;
    if (left === 0) setTimeout(once, 0);
    for (const image of waiting) {
      const settled = () => {
        left -= 1;
        if (left === 0) setTimeout(once, 0);
      };
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    }
  };
  let seen = false;
  const supported = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  const observer = supported.includes('paint')
    ? new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByType('largest-contentful-paint')) {
          largestPainted = Math.max(largestPainted, (entry as PerformanceEntry & { size: number }).size);
        }
        if (seen || list.getEntriesByName('first-contentful-paint').length === 0) return;
        seen = true;
        painted();
      })
    : undefined;
  if (observer) {
    if (supported.includes('largest-contentful-paint')) observer.observe({ type: 'largest-contentful-paint', buffered: true });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(painted);
  }
  setTimeout(once, AT_THE_LATEST_MS);
}

/** The list's id (shared-ui/page-document's PAGE_IDS.startList): given by the build, as this script imports nothing. */
declare const START_LIST_ID: string;

function startListed(): void {
  const block = document.getElementById(START_LIST_ID);
  if (!block?.textContent) return;
  const files = JSON.parse(block.textContent) as StartFiles;
  whenPageShown(() => start(document, files));
}

// Written in the page's head: the list, at the page's end, is there once the page is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startListed, { once: true });
else startListed();

export {};
