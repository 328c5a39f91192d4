import path from 'node:path';
import { PageRenderer, type RendererOptions } from './page-renderer.js';
import { RenderedPages } from './rendered-pages.js';
import type { RenderRequest, WarmRequest } from './render-protocol.js';

/** A render process not asked for a page in this long is stopped; the next page starts it again. */
export const RENDER_IDLE_MS = 10 * 60_000;
/** Drawn pages kept per process: one remote's pages cannot push out another's. */
const KEPT_BYTES_PER_PROCESS = 8 * 1024 * 1024;

/** The process that draws the pages no remote draws (the 404 page): the shell alone. */
export const SHELL_ALONE = '';

export type PoolOptions = Pick<RendererOptions, 'shellBundle' | 'log' | 'sandbox' | 'hangMs' | 'maxRssBytes'> & { idleMs?: number };

interface Member {
  renderer: PageRenderer;
  /** The remote's server entry it was started for: another entry is another process. */
  entry: string | undefined;
  drawn: RenderedPages;
}

/**
 * One render process per remote (and one for the shell alone), each holding the shell's server
 * build and that remote's only, allowed to read those two folders and nothing else. What one
 * remote's code does in its process reaches only the pages routed to that remote: each process's
 * answers go only to its own requests (the channel is its own), and its drawn pages are kept
 * apart. Processes start with their first page (or a warm-up) and stop when idle.
 */
export class RenderPool {
  private readonly members = new Map<string, Member>();

  constructor(private readonly options: PoolOptions) {}

  private member(remote: string, entry: string | undefined): Member {
    const known = this.members.get(remote);
    if (known && known.entry === entry) return known;
    known?.renderer.close();
    const shellFolder = path.dirname(this.options.shellBundle);
    const readable = entry ? [shellFolder, path.dirname(entry)] : [shellFolder];
    const renderer = new PageRenderer({
      ...this.options,
      name: remote || 'shell',
      readable: () => readable,
      idleMs: this.options.idleMs ?? RENDER_IDLE_MS,
    });
    const member = { renderer, entry, drawn: new RenderedPages(KEPT_BYTES_PER_PROCESS) };
    this.members.set(remote, member);
    return member;
  }

  /** The request as the remote's process gets it: its own server entry, no other. */
  private static own(remote: string, entry: string | undefined): Record<string, string> {
    return entry ? { [remote]: entry } : {};
  }

  /** Draws a page with its remote's process (SHELL_ALONE: the shell's); a page drawn with the same inputs before is answered as kept. */
  async render(remote: string, entry: string | undefined, request: Omit<RenderRequest, 'serverEntries'>): Promise<string> {
    const { renderer, drawn } = this.member(remote, entry);
    const full: RenderRequest = { ...request, serverEntries: RenderPool.own(remote, entry) };
    const key = RenderedPages.key(full);
    const kept = drawn.get(key);
    if (kept !== undefined) return kept;
    const html = await renderer.render(full);
    drawn.set(key, html);
    return html;
  }

  /** Starts the remote's process, if none runs for this entry, and has it load its bundles. */
  warm(remote: string, entry: string | undefined, remotes: WarmRequest['remotes']): Promise<void> {
    return this.member(remote, entry).renderer.warm({ serverEntries: RenderPool.own(remote, entry), remotes });
  }

  /** Stops the processes of remotes no longer drawn on the server. */
  keepOnly(remotes: Iterable<string>): void {
    const kept = new Set(remotes);
    for (const [remote, member] of this.members) {
      if (kept.has(remote)) continue;
      member.renderer.close();
      this.members.delete(remote);
    }
  }

  /** The running processes' pids as the API sees them, by remote (for the bench's memory figures and tests). */
  pids(): Record<string, number> {
    return Object.fromEntries([...this.members].flatMap(([remote, member]) => (member.renderer.pid === undefined ? [] : [[remote || 'shell', member.renderer.pid]])));
  }

  close(): void {
    for (const member of this.members.values()) member.renderer.close();
    this.members.clear();
  }
}
