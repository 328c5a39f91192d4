import type { PageRead } from './render-protocol.js';

// The built index.html is minified: its attributes may have lost their quotes.
const ROOT = /<div id=(?:"root"|root)>/;

/**
 * The shell's page with the page the server drew in #root (marked `data-ssr`, so the browser
 * hydrates it) in place of the static bar, and the reads it was drawn with as a JSON data block,
 * which the browser's first render draws with too. `<` is escaped so no value closes the block.
 */
export function withServerDrawnRoot(page: string, drawn: string, reads: Record<string, PageRead>): string {
  const start = page.search(ROOT);
  const end = page.lastIndexOf('</div>', page.search(/<\/body>/i));
  if (start < 0 || end < start) return page;
  const json = JSON.stringify(reads).replace(/</g, '\\u003c');
  return `${page.slice(0, start)}<div id="root" data-ssr>${drawn}</div><script type="application/json" id="page-reads">${json}</script>${page.slice(end + '</div>'.length)}`;
}
