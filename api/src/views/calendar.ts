import { LAB } from '../domain/lab.js';
import type { SnapshotRow } from '../repositories/snapshots.js';
import { calendarText, dateValue, escapeText, utcDateTime } from '../services/ical.js';

/** Where the feed is served, for event UIDs. */
export interface FeedSite {
  hostname: string;
}

function description(entry: SnapshotRow): string {
  const parts = [`Project: ${entry.project}`, `Author: ${entry.author}`, ...entry.descriptions];
  if (entry.contributors.length > 0) parts.push(`Contributors: ${entry.contributors.join(', ')}`);
  if (entry.hyperlinks.length > 0) parts.push(['Links:', ...entry.hyperlinks].join('\n'));
  return parts.join('\n\n');
}

/**
 * The day of an entry. The timeline form stores noon of the chosen day in the member's time
 * zone, which is the same calendar day in UTC for every zone from UTC-11 to UTC+11.
 */
function day(date: Date): { start: string; end: string } {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1));
  return { start: dateValue(date), end: dateValue(next) };
}

function event(entry: SnapshotRow, site: FeedSite): string[] {
  const { start, end } = day(entry.date);
  return [
    'BEGIN:VEVENT',
    `UID:${entry.id}@${site.hostname}`,
    `DTSTAMP:${utcDateTime(entry.updatedAt)}`,
    `CREATED:${utcDateTime(entry.createdAt)}`,
    `LAST-MODIFIED:${utcDateTime(entry.updatedAt)}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(description(entry))}`,
    ...(entry.categories.length > 0 ? [`CATEGORIES:${entry.categories.map(escapeText).join(',')}`] : []),
    // A day of lab activity, not a meeting: it does not make anyone busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The timeline as an iCalendar (RFC 5545) feed: one all-day event per entry. */
export function timelineCalendar(entries: SnapshotRow[], site: FeedSite): string {
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(LAB.name)}//Lab portal timeline//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${LAB.name} timeline`)}`,
    `X-WR-CALDESC:${escapeText(`Lab activity from the ${LAB.name} timeline`)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...entries.flatMap((entry) => event(entry, site)),
    'END:VCALENDAR',
  ]);
}
