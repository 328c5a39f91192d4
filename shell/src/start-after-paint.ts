// The start of a page the server drew (decision 0030): its scripts begin to download only after
// its first paint (and its pictures in view), so nothing but the page's HTML, stylesheets and
// pictures stands before its content is seen; only the entry may begin sooner, once the
// stylesheets have loaded (fetch-entry-after-styles.ts, decision 0045). The server lists them in
// the page and writes this module into its head (allowed by its hash in the CSP): tiny, built on
// its own (config/inline-page-script.cjs), outside webpack's runtime, and not a request of its own.
// It imports types only, which leave nothing in it.

import type { StartList } from 'shared-ui/page-document';

/** shared-ui/page-document's ENTRY_ASKED_MARK, given by the build: set when the entry was asked for before this script starts it. */
declare const ENTRY_ASKED_MARK: string;

/** The longest the page's files wait for the shell's: past it, a guess of the line's speed is not trusted. */
const MAX_PACE_MS = 1500;

function preload(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  link.setAttribute('fetchpriority', 'low');
  doc.head.append(link);
}

/**
 * How fast the line is, in bytes a millisecond: how fast the page's largest stylesheet came, or
 * the browser's own estimate (Chromium's `navigator.connection.downlink`, in Mbit/s), whichever
 * is faster, as a stylesheet's time counts its connection's first round trips and reads slow.
 * Infinity, so nothing waits, when the stylesheet came from a cache (the scripts may too) or
 * neither tells anything.
 */
function lineSpeed(): number {
  const sheets = (performance.getEntriesByType?.('resource') ?? []).filter(
    (entry): entry is PerformanceResourceTiming => (entry as PerformanceResourceTiming).initiatorType === 'link' && /\.css(\?|$)/.test(entry.name),
  );
  const largest = sheets.reduce<PerformanceResourceTiming | undefined>((most, sheet) => (sheet.encodedBodySize > (most?.encodedBodySize ?? 0) ? sheet : most), undefined);
  if (largest?.transferSize === 0) return Infinity;
  const ms = largest ? largest.responseEnd - largest.responseStart : 0;
  const sheetSpeed = largest && largest.encodedBodySize > 0 && ms > 0 ? largest.encodedBodySize / ms : 0;
  const downlink = (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink ?? 0;
  const speed = Math.max(sheetSpeed, (downlink * 1_000_000) / 8 / 1000);
  return speed > 0 ? speed : Infinity;
}

/** When the entry was asked for (its mark; now when the head's copy did not ask) and the line's speed. */
interface LinePace {
  asked: number;
  speed: number;
}

/**
 * What else has come down the line since the entry was asked for, in bytes: whatever began since
 * then and is not one of the listed files, such as the pictures a page starts as it is first laid
 * out (Highlights' grid: 16 kB on the phone), which hold the shell's files back by their own
 * weight. Resource Timing has a file once it has ended, and its size as sent.
 */
function otherBytesSince(asked: number, listed: ReadonlySet<string>): number {
  let bytes = 0;
  for (const entry of performance.getEntriesByType?.('resource') ?? []) {
    const { name, startTime, encodedBodySize } = entry as PerformanceResourceTiming;
    if (startTime >= asked && !listed.has(name)) bytes += encodedBodySize || 0;
  }
  return bytes;
}

/**
 * How long the page's own files (its remote's entry, routes and page, and the shared chunks they
 * need) still wait, in ms (decisions 0056, 0057): until the shell's files, and what else has come
 * down the line with them, would have come since the entry was asked for, so that theirs begin to
 * arrive as the shell's end. On a slow line the shell's entry then arrives whole sooner and runs,
 * with its start chunks, while the page's files are still coming, instead of all arriving
 * together with every script still to run.
 */
function pageFilesWait(list: StartList, { asked, speed }: LinePace, listed: ReadonlySet<string>): number {
  return Math.max(0, (list.startBytes + otherBytesSince(asked, listed)) / speed - (performance.now() - asked));
}

/** The pace to keep, or undefined when nothing tells it (no weight, the line's speed unknown). */
function linePace(list: StartList): LinePace | undefined {
  const speed = lineSpeed();
  if (!list.startBytes || !Number.isFinite(speed)) return undefined;
  return { asked: performance.getEntriesByName?.(ENTRY_ASKED_MARK)[0]?.startTime ?? performance.now(), speed };
}

function start(doc: Document, list: StartList): void {
  for (const href of list.preloads) preload(doc, href);
  let pageFilesAsked = false;
  const fetchPageFiles = () => {
    if (pageFilesAsked) return;
    pageFilesAsked = true;
    for (const href of list.pageFiles) preload(doc, href);
  };
  const pace = linePace(list);
  const listed = new Set([...list.scripts, ...list.preloads, ...list.pageFiles].map((href) => new URL(href, doc.baseURI).href));
  const deadline = performance.now() + MAX_PACE_MS;
  const wait = () => (pace ? Math.min(pageFilesWait(list, pace, listed), deadline - performance.now()) : 0);
  // Asked for once the wait is over, counted again then: what came meanwhile lengthens it.
  const whenDue = () => {
    if (pageFilesAsked) return;
    const left = wait();
    if (left >= 1) setTimeout(whenDue, left);
    else fetchPageFiles();
  };
  const paced = wait() >= 1;
  for (const src of list.scripts) {
    const script = doc.createElement('script');
    script.src = src;
    // Inserted scripts run as they arrive unless told otherwise: in the page's order.
    script.async = false;
    // Once the entry has run it asks for what it needs itself: the guess of the line was wrong.
    if (paced) script.addEventListener('load', fetchPageFiles, { once: true });
    doc.head.append(script);
  }
  whenDue();
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
  const list = JSON.parse(block.textContent) as StartList;
  whenPageShown(() => start(document, list));
}

// Written in the page's head: the list, at the page's end, is there once the page is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startListed, { once: true });
else startListed();

export {};
