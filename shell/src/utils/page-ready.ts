/** Told on the document once the app has taken the page over (early-interactions.ts listens for it). */
export const PAGE_READY_EVENT = 'lab:page-ready';
/** The same, as an attribute of the document's element: what the browser tests and the bench wait for. */
export const PAGE_READY_ATTRIBUTE = 'data-app-ready';
/** And as a performance mark. */
export const PAGE_READY_MARK = 'page-ready';

/**
 * Marks the page as the app's: a page the server drew has had its interactions held since its
 * first paint, and now gets them replayed. Once per page load; later pages are the app's own.
 */
export function markPageReady(doc: Document): void {
  const root = doc.documentElement;
  if (root.hasAttribute(PAGE_READY_ATTRIBUTE)) return;
  root.setAttribute(PAGE_READY_ATTRIBUTE, '');
  // The bench's 'first paint → hydrated' reads it; jsdom has no User Timing.
  performance.mark?.(PAGE_READY_MARK);
  doc.dispatchEvent(new Event(PAGE_READY_EVENT));
}
