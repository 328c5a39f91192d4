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

/**
 * Whom a process draws for. A member's page holds that member's data: drawn in a process of its
 * own, no version can carry it into a visitor's page (or a page kept for visitors).
 */
export type Audience = 'visitors' | 'members';

interface Member {
  remote: string;
  renderer: PageRenderer;
  /** The remote's server entry it was started for: another version is another process. */
  entry: string | undefined;
  audience: Audience;
  drawn: RenderedPages;
}

/** One process per remote version and audience: during a rollout or a preview a remote has two for each. */
const keyOf = (remote: string, entry: string | undefined, audience: Audience) => `${remote}\n${entry ?? ''}\n${audience}`;

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

  private member(remote: string, entry: string | undefined, audience: Audience): Member {
    const key = keyOf(remote, entry, audience);
    const known = this.members.get(key);
    if (known) return known;
    const shellFolder = path.dirname(this.options.shellBundle);
    const readable = entry ? [shellFolder, path.dirname(entry)] : [shellFolder];
    const renderer = new PageRenderer({
      ...this.options,
      name: `${remote || 'shell'}${audience === 'members' ? ' (members)' : ''}`,
      readable: () => readable,
      idleMs: this.options.idleMs ?? RENDER_IDLE_MS,
    });
    const member = { remote, renderer, entry, audience, drawn: new RenderedPages(KEPT_BYTES_PER_PROCESS) };
    this.members.set(key, member);
    return member;
  }

  /** The request as the remote's process gets it: its own server entry, no other. */
  private static own(remote: string, entry: string | undefined): Record<string, string> {
    return entry ? { [remote]: entry } : {};
  }

  /** Draws a page with its remote's process for that audience (SHELL_ALONE: the shell's); a page drawn with the same inputs before is answered as kept. */
  async render(remote: string, entry: string | undefined, request: Omit<RenderRequest, 'serverEntries'>, audience: Audience = 'visitors'): Promise<string> {
    const { renderer, drawn } = this.member(remote, entry, audience);
    const full: RenderRequest = { ...request, serverEntries: RenderPool.own(remote, entry) };
    const key = RenderedPages.key(full);
    const kept = drawn.get(key);
    if (kept !== undefined) return kept;
    const html = await renderer.render(full);
    drawn.set(key, html);
    return html;
  }

  /**
   * Whether the process that would draw this page is to start first (none runs, or it has not
   * answered yet) and is worth waiting for: not one whose last process failed, as a version that
   * hangs or dies as it loads would hold every page while it tries again.
   */
  starting(remote: string, entry: string | undefined, audience: Audience): boolean {
    const renderer = this.members.get(keyOf(remote, entry, audience))?.renderer;
    return !renderer || (!renderer.loaded && !renderer.failing);
  }

  /** Starts the remote's process for visitors, if none runs for this entry, and has it load its bundles. */
  warm(remote: string, entry: string | undefined, remotes: WarmRequest['remotes']): Promise<void> {
    return this.member(remote, entry, 'visitors').renderer.warm({ serverEntries: RenderPool.own(remote, entry), remotes });
  }

  /** Stops the processes of remote versions no longer drawn on the server, for either audience. */
  keepOnly(kept: Array<{ remote: string; entry: string | undefined }>): void {
    const keys = new Set(kept.flatMap(({ remote, entry }) => (['visitors', 'members'] as const).map((audience) => keyOf(remote, entry, audience))));
    for (const [key, member] of this.members) {
      if (keys.has(key)) continue;
      member.renderer.close();
      this.members.delete(key);
    }
  }

  /** The running processes as the API sees them ('shell': the 404 page's), for the bench's memory figures and tests. */
  processes(): Array<{ remote: string; entry: string | undefined; audience: Audience; pid: number }> {
    return [...this.members.values()].flatMap(({ remote, entry, audience, renderer }) => (renderer.pid === undefined ? [] : [{ remote: remote || 'shell', entry, audience, pid: renderer.pid }]));
  }

  close(): void {
    for (const member of this.members.values()) member.renderer.close();
    this.members.clear();
  }
}
