import type { RuntimeConfig } from '../remotes/first-load-tags.js';

/** An API read a page is drawn with, as the visitor (or member) it is drawn for got it. */
export interface PageRead {
  status: number;
  body: unknown;
}

/**
 * What the render process is asked to draw (the shell's server build's `render` takes it): what
 * the page's reader may read, a visitor's public data or, for a process that draws members'
 * pages only, that member's (their session's answer among the reads). No cookie, token or other
 * secret ever crosses to that process.
 */
export interface RenderRequest {
  url: string;
  config: RuntimeConfig;
  reads: Record<string, PageRead>;
  /** Federation name → its server build's remoteEntry.js on this machine. */
  serverEntries: Record<string, string>;
}

/** What the render process loads before its first page (the shell's server build's `warm` takes it). */
export interface WarmRequest {
  /** Federation name → its server build's remoteEntry.js on this machine. */
  serverEntries: Record<string, string>;
  /** Federation name → where the browser loads it from: the remotes' pictures are named from there. */
  remotes: Record<string, string>;
}

export type ToRenderProcess = { id: number; request: RenderRequest } | { id: number; warm: WarmRequest };
export type FromRenderProcess = { id: number; html: string } | { id: number; warmed: true } | { id: number; error: string };
