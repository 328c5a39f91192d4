import { LAB } from '../domain/lab.js';
import type { listHighlightsWithImages } from '../repositories/highlights.js';
import { escapeXml } from '../services/xml.js';
import { toHighlight } from './content.js';

type FeedRow = Awaited<ReturnType<typeof listHighlightsWithImages>>[number];

function item(row: FeedRow, origin: string): string {
  const highlight = toHighlight(row.highlight);
  const link = `${origin}/lab_highlights/${highlight._id}`;
  const lines = [
    `<title>${escapeXml(highlight.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${row.highlight.date.toUTCString()}</pubDate>`,
    `<description>${escapeXml(highlight.description)}</description>`,
    `<category>${escapeXml(highlight.project)}</category>`,
    `<dc:creator>${escapeXml(highlight.author)}</dc:creator>`,
  ];
  if (highlight.image && row.imageMime) {
    const image = escapeXml(`${origin}${highlight.image}`);
    const type = escapeXml(row.imageMime);
    lines.push(`<enclosure url="${image}" length="${row.imageBytes ?? 0}" type="${type}"/>`);
    lines.push(`<media:content url="${image}" type="${type}" medium="image"/>`);
  }
  return `<item>\n${lines.map((line) => `  ${line}`).join('\n')}\n</item>`;
}

/** The lab's highlights as RSS 2.0, newest first, every link absolute from `origin`. */
export function highlightsRss(rows: FeedRow[], origin: string): string {
  const self = `${origin}/api/highlights/feed.xml`;
  const changed = rows.map((row) => row.highlight.updatedAt.getTime());
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${escapeXml(`${LAB.name}: Lab Highlights`)}</title>`,
    `<link>${escapeXml(`${origin}/lab_highlights`)}</link>`,
    `<description>${escapeXml(`News from the ${LAB.name} at the ${LAB.university}: talks, papers, grants and events.`)}</description>`,
    '<language>en</language>',
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(changed.length > 0 ? [`<lastBuildDate>${new Date(Math.max(...changed)).toUTCString()}</lastBuildDate>`] : []),
    ...rows.map((row) => item(row, origin)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
