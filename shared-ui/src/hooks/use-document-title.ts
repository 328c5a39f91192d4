import { useEffect } from 'react';
import { LAB } from '../config/lab';

const DEFAULT_DESCRIPTION = `The ${LAB.name} at the ${LAB.university}: vision-science research run by students, its projects, people and publications.`;

// The address the server wrote the page's head for; its canonical link, Open Graph type and
// picture describe that page only. Read in the browser only: the server draws pages too.
const FIRST_URL = typeof window === 'undefined' ? '' : window.location.href;
const FIRST_PAGE_ONLY = ['link[rel="canonical"]', 'meta[property="og:type"]', 'meta[property="og:image"]'];

/** The site's address as configured (SITE_URL), read off the og:url the server wrote; the page's own where there is none. */
function siteOrigin(): string {
  const written = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    return written ? new URL(written).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}
let siteOriginRead: string | undefined;

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Sets the browser tab's title to "<title> | <lab name>" and the page's description, for the tab,
 * bookmarks, search results and link previews (the server writes the same into the first HTML).
 * On any later page the first page's canonical link, type and picture are taken away.
 */
export function useDocumentTitle(title: string, description = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    const fullTitle = title ? `${title} | ${LAB.name}` : LAB.name;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    // The configured address, not the one the browser went to (a proxy's, an alias').
    siteOriginRead ??= siteOrigin();
    setMeta('property', 'og:url', siteOriginRead + window.location.pathname);
    if (window.location.href !== FIRST_URL) {
      for (const selector of FIRST_PAGE_ONLY) document.head.querySelector(selector)?.remove();
    }
  }, [title, description]);
}
