// The second script of a page the server drew (decisions 0030, 0045), written at its end, after the
// start list: as a classic script below the page's stylesheets, the parser runs it only once they
// have loaded. It then asks for the shell's entry (main.js, four fifths of the page's script), while
// the phone styles and lays out the page for its first paint, on a line the stylesheets no longer
// need: 0.1 s of the download the start script (start-after-paint.ts) would have begun after that
// paint. Only the entry: the other files are small, and a request that ends before the paint and
// runs no long task after it counts toward the paint in Lighthouse's simulation (bench/README.md).
// Not while a picture the page loads at once is still coming (a highlight's): it may be the
// largest paint, and the start script asks for the entry once the pictures in view have loaded.

/** The list's id (shared-ui/page-document's PAGE_IDS.startList): given by the build, as this script imports nothing. */
declare const START_LIST_ID: string;

/** A picture the page asks for at once (not lazily) that has not arrived yet. */
const pictureComing = () => Array.from(document.images).some((image) => !image.complete && image.loading !== 'lazy');

function fetchEntry(): void {
  const block = document.getElementById(START_LIST_ID);
  if (!block?.textContent || pictureComing()) return;
  const { scripts } = JSON.parse(block.textContent) as { scripts: string[] };
  for (const href of scripts) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    // Below the pictures in view, which the page's largest paint may still be waiting for.
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}

fetchEntry();

export {};
