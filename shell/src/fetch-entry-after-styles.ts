// The entry of a page the server drew (decisions 0030, 0045, 0048): asked for once the page's
// stylesheets have loaded, while the phone styles and lays out the page for its first paint, on a
// line the stylesheets no longer need, not after that paint as the start script
// (start-after-paint.ts) asks for the page's other files. Only the entry (main.js, four fifths of
// the page's script): the other files are small, and a request that ends before the paint and
// runs no long task after it counts toward the paint in Lighthouse's simulation (bench/README.md).
// Written twice into the page. In its head, beside the start script, before the list: it asks at
// the page's first frame, which comes only once the stylesheets have loaded, before that frame's
// style and layout (70 ms sooner on the phone than the parser, which resumes after that frame).
// At its end, after the list: the parser runs it once the stylesheets have loaded, so a page whose
// frames never come (a tab opened in the background) asks as early all the same.
// Not while a picture the page asks for at once is still coming (a highlight's): it may be the
// largest paint, and the start script asks for the entry once the pictures in view have loaded.

/** The list's id (shared-ui/page-document's PAGE_IDS.startList): given by the build, as this script imports nothing. */
declare const START_LIST_ID: string;
/** shared-ui/page-document's ENTRY_ASKED_MARK: when the entry was asked for, which the start script paces the page's files by. */
declare const ENTRY_ASKED_MARK: string;

/** A picture the page asks for at once (not lazily) that has not arrived yet. */
const pictureComing = () => Array.from(document.images).some((image) => !image.complete && image.loading !== 'lazy');

/** Whether the page already asks for `href` (the head's copy did, at the first frame). */
const requested = (href: string) => Array.from(document.querySelectorAll('link[rel="preload"]')).some((link) => link.getAttribute('href') === href);

function fetchEntry(): void {
  const block = document.getElementById(START_LIST_ID);
  if (!block?.textContent || pictureComing()) return;
  const { scripts } = JSON.parse(block.textContent) as { scripts: string[] };
  for (const href of scripts.filter((script) => !requested(script))) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    // Below the pictures in view, which the page's largest paint may still be waiting for.
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
    performance.mark?.(ENTRY_ASKED_MARK);
  }
}

if (document.getElementById(START_LIST_ID)) fetchEntry();
else requestAnimationFrame(fetchEntry);

export {};
