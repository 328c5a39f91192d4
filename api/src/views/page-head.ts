import { LAB } from '../domain/lab.js';
import type { PageHead } from '../domain/public-pages.js';
import { escapeXml } from '../services/xml.js';

export interface PageMeta extends PageHead {
  /** Absolute canonical URL of the page. */
  url: string;
  type: 'website' | 'article';
  /** Absolute URL of a picture for link previews. */
  image?: string;
}

// The tags a page head may already have that this replaces (also in minified, unquoted form).
const REPLACED = [
  /<title[^>]*>[\s\S]*?<\/title>/gi,
  /<meta\s[^>]*?(?:name|property)\s*=\s*["']?(?:description|og:[a-z_:]+)["'\s>][^>]*>/gi,
  /<link\s[^>]*?rel\s*=\s*["']?canonical["'\s>][^>]*>/gi,
];

function tags(meta: PageMeta): string {
  const title = meta.title ? `${meta.title} | ${LAB.name}` : LAB.name;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeXml(content)}">`;
  return [
    `<title>${escapeXml(title)}</title>`,
    `<meta name="description" content="${escapeXml(meta.description)}">`,
    `<link rel="canonical" href="${escapeXml(meta.url)}">`,
    property('og:site_name', LAB.name),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:type', meta.type),
    ...(meta.image ? [property('og:image', meta.image)] : []),
  ].join('');
}

/** The shell's index.html with this page's title, description, canonical link and Open Graph tags. */
export function withPageHead(html: string, meta: PageMeta): string {
  const cleaned = REPLACED.reduce((text, pattern) => text.replace(pattern, ''), html);
  const head = tags(meta);
  if (/<\/head>/i.test(cleaned)) return cleaned.replace(/<\/head>/i, () => `${head}</head>`);
  return cleaned.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${head}`);
}
