import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The shell's start-after-paint module as a drawn page holds it, and its hash for the CSP. */
export interface StartScript {
  text: string;
  /** A CSP source (`'sha256-…'`) that lets this inline script, and no other, run. */
  source: string;
}

const FILE = 'start-after-paint.js';

/**
 * Written into each drawn page rather than named by it (decision 0030): a request begun before the
 * first paint counts toward the paint of a slow phone (and Lighthouse's simulation of one).
 * Undefined when the shell is not built, or its module cannot sit inside a script tag.
 */
export function readStartScript(shellDir: string): StartScript | undefined {
  const file = path.join(shellDir, FILE);
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  if (/<\/script|<!--/i.test(text)) return undefined;
  return { text, source: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}
