import { createHash } from 'node:crypto';
import type { RenderRequest } from './render-protocol.js';

/** At most this many bytes of drawn pages are kept (oldest used first out). */
export const RENDERED_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Drawn pages by what drew them: the address, the config (the remotes' versions and route
 * manifests), the reads and the document around the drawing. A write that changes a read, or a new version, makes another key:
 * nothing to invalidate, and a page is drawn again only when something it shows has changed.
 */
export class RenderedPages {
  private readonly pages = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes = RENDERED_PAGES_MAX_BYTES) {}

  static key(request: RenderRequest): string {
    return createHash('sha256').update(JSON.stringify([request.url, request.config, request.reads, request.serverEntries, request.document])).digest('base64url');
  }

  get(key: string): string | undefined {
    const html = this.pages.get(key);
    if (html === undefined) return undefined;
    // Used again: to the back of the queue.
    this.pages.delete(key);
    this.pages.set(key, html);
    return html;
  }

  set(key: string, html: string): void {
    if (html.length > this.maxBytes) return;
    this.delete(key);
    this.pages.set(key, html);
    this.bytes += html.length;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const html = this.pages.get(key);
    if (html === undefined) return;
    this.pages.delete(key);
    this.bytes -= html.length;
  }
}
