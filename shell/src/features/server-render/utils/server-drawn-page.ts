import type { PrimedRead } from 'shared-ui';

/** The id of the data block of the reads a server-drawn page was drawn with. */
export const PAGE_READS_ID = 'page-reads';

/**
 * Whether the server drew this page (its #root holds the page, marked `data-ssr`), and the reads
 * it drew it with, which the browser's first render must draw with too to hydrate it as it is.
 */
export function serverDrawnPage(doc: Document): { reads: Record<string, PrimedRead> } | undefined {
  const root = doc.getElementById('root');
  if (!root?.hasAttribute('data-ssr')) return undefined;
  const block = doc.getElementById(PAGE_READS_ID)?.textContent;
  return { reads: block ? (JSON.parse(block) as Record<string, PrimedRead>) : {} };
}
