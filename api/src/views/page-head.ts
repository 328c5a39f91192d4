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

// The tags a page head may already have that this replaces (also in minified, unquoted form).
const REPLACED = [
  /<title[^>]*>[\s\S]*?<\/title>/gi,
  /<meta\s[^>]*?(?:name|property)\s*=\s*["']?(?:description|og:[a-z_:]+)["'\s>][^>]*>/gi,
  /<link\s[^>]*?rel\s*=\s*["']?canonical["'\s>][^>]*>/gi,
  /<meta\s[^>]*?name\s*=\s*["']?robots["'\s>][^>]*>/gi,
];

function tags(meta: PageMeta): string {
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

/** The shell's index.html with this page's title, and what it has of description, canonical link, Open Graph tags and robots rule. */
export function withPageHead(html: string, meta: PageMeta): string {
  const cleaned = REPLACED.reduce((text, pattern) => text.replace(pattern, ''), html);
  const head = tags(meta);
  if (/<\/head>/i.test(cleaned)) return cleaned.replace(/<\/head>/i, () => `${head}</head>`);
  return cleaned.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${head}`);
}
