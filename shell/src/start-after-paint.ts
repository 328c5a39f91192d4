// The start of a page the server drew (decision 0030): its scripts begin to download only after
// its first paint (and its pictures in view), so nothing but the page's HTML, stylesheets and
// pictures stands before its content is seen. The server lists them in the page and writes this
// module into its head (allowed by its hash in the CSP): tiny, built on its own
// (config/start-after-paint.cjs), outside webpack's runtime, and not a request of its own.

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

/** The page's pictures in view still loading: the largest paint may be one of them. Lazy ones out of view hold nothing. */
function picturesInView(doc: Document): HTMLImageElement[] {
  const height = window.innerHeight;
  return Array.from(doc.images).filter((image) => {
    if (image.complete) return false;
    const { top, bottom } = image.getBoundingClientRect();
    return bottom > 0 && top < height;
  });
}

/**
 * Runs `then` once the page's first paint has reached the screen and its pictures in view have
 * loaded, or after AT_THE_LATEST_MS: not after the window's load, which waits on every picture
 * of the page. A frame's callback runs before its paint and the task it queues after its paint
 * is committed, but the screen can show that frame later still (in Lighthouse's traces, some
 * 15 ms after scripts so started): the paint timing entry is reported only once it is shown.
 * Where paint timing is missing, the frame's task. A picture that is the page's largest paint
 * (a featured highlight) would otherwise share the phone's bandwidth with the scripts.
 */
function whenPageShown(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const painted = () => {
    const waiting = picturesInView(document);
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
  const observer =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (seen || list.getEntriesByName('first-contentful-paint').length === 0) return;
          seen = true;
          painted();
        })
      : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(painted);
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
