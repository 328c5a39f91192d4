import { LAB } from '../domain/lab.js';
import { escapeXml } from '../services/xml.js';

export interface PageMeta {
  /** The page's own title; the tab shows "<title> | <lab name>" (the home page: '', the name alone). */
  title: string;
  description?: string;
  /** Absolute canonical URL of a public page: with it come the Open Graph tags. */
  url?: string;
  type?: 'website' | 'article';
  /** Absolute URL of a picture for link previews. */
  image?: string;
  /** Tells crawlers not to index the page (the 404 page). */
  noindex?: boolean;
}

/** A page's head: its title ("<title> | <lab name>"), and what it has of description, canonical link, Open Graph tags and robots rule. */
export function pageHeadTags(meta: PageMeta): string {
  const title = meta.title ? `${meta.title} | ${LAB.name}` : LAB.name;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeXml(content)}">`;
  const description = meta.description ? [`<meta name="description" content="${escapeXml(meta.description)}">`] : [];
  const social = meta.url
    ? [
        `<link rel="canonical" href="${escapeXml(meta.url)}">`,
        property('og:site_name', LAB.name),
        property('og:title', title),
        ...(meta.description ? [property('og:description', meta.description)] : []),
        property('og:url', meta.url),
        property('og:type', meta.type ?? 'website'),
        ...(meta.image ? [property('og:image', meta.image)] : []),
      ]
    : [];
  const robots = meta.noindex ? ['<meta name="robots" content="noindex">'] : [];
  return [`<title>${escapeXml(title)}</title>`, ...description, ...social, ...robots].join('');
}
