import { DRAWN_ATTRIBUTE, PAGE_IDS, type PageRead } from 'shared-ui/page-document';

/**
 * Whether the server drew this page (its #root holds the page, marked `data-ssr`), and the reads
 * it drew it with, which the browser's first render must draw with too to hydrate it as it is.
 */
export function serverDrawnPage(doc: Document): { reads: Record<string, PageRead> } | undefined {
  const root = doc.getElementById(PAGE_IDS.root);
  if (!root?.hasAttribute(DRAWN_ATTRIBUTE)) return undefined;
  const block = doc.getElementById(PAGE_IDS.reads)?.textContent;
  return { reads: block ? (JSON.parse(block) as Record<string, PageRead>) : {} };
}
