import type { PageRead } from '../routing/page-document.js';

/** An API read the server answered for the page (the JSON body, or the error it replied with): the page protocol's PageRead. */
export type PrimedRead = PageRead;

let primed = new Map<string, PrimedRead>();

/**
 * The reads a server-rendered page was drawn with (the server writes them into the page). They
 * answer until the visitor moves to another page, or writes (primed-reads.ts), a failed one until
 * the page is hydrated: what a page loads after that is asked of the API afresh.
 */
export function primeReads(reads: Record<string, PrimedRead>): void {
  primed = new Map(Object.entries(reads));
}

export function forgetPrimedReads(): void {
  primed = new Map();
}

/**
 * Once the page is hydrated its failed reads have drawn their error; a retry on the same page asks
 * the API again, as it would on any other page. The answers it got stay until navigation.
 */
export function forgetPrimedFailures(): void {
  for (const [path, read] of primed) if (read.status < 200 || read.status >= 300) primed.delete(path);
}

/** Whether a page's first render is drawing with reads the server answered. */
export function drawingPrimedPage(): boolean {
  return primed.size > 0;
}

/** The primed answer of GET `path`, if the page came with one. */
export function primedAnswer(path: string): PrimedRead | undefined {
  return primed.get(path);
}
