import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One of the shell's scripts as a drawn page holds it, and its hash for the CSP. */
export interface InlineScript {
  text: string;
  /** A CSP source (`'sha256-…'`) that lets this inline script, and no other, run. */
  source: string;
}

/** The two scripts a drawn page holds (config/inline-page-script.cjs). */
export interface PageScripts {
  /** At the head: holds early interactions and starts the page's scripts after its first paint. */
  start: InlineScript;
  /** At the end: asks for the shell's entry once the stylesheets have loaded. */
  entry: InlineScript;
}

const FILES = { start: 'start-after-paint.js', entry: 'fetch-entry-after-styles.js' } as const;

function readInlineScript(file: string): InlineScript | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  if (/<\/script|<!--/i.test(text)) return undefined;
  return { text, source: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

/**
 * Written into each drawn page rather than named by it (decision 0030): a request begun before the
 * first paint counts toward the paint of a slow phone (and Lighthouse's simulation of one).
 * Undefined when the shell is not built, or either script cannot sit inside a script tag.
 */
export function readPageScripts(shellDir: string): PageScripts | undefined {
  const start = readInlineScript(path.join(shellDir, FILES.start));
  const entry = readInlineScript(path.join(shellDir, FILES.entry));
  return start && entry ? { start, entry } : undefined;
}
