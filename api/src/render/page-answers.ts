import { createHash } from 'node:crypto';
import type { Coding } from '../cache/accept-encoding.js';
import { COMPRESS_FROM_BYTES, compressed } from '../cache/compressed-copies.js';
import type { ReadStamp } from '../cache/response-cache.js';

/** At most this many bytes of answers are kept, their compressed copies included (least used first out). */
export const PAGE_ANSWERS_MAX_BYTES = 32 * 1024 * 1024;

/** What the kept answers need of the response cache: when the data they were made from changes. */
export interface DataChanges {
  readonly enabled: boolean;
  readonly changes: number;
  begin(tags: readonly string[]): ReadStamp;
  current(tags: readonly string[], stamp: ReadStamp): boolean;
}

/** A visitor's page as it was answered. */
export interface PageReply {
  status: number;
  noindex: boolean;
  /** The remote version the page was served with, counted for its health on every answer. */
  served?: { remote: string; version: number };
  /** Asked with a session: one person's page (a member's is drawn with their data), never for a shared cache. */
  private?: true;
  /** The document, uncompressed. */
  body: Buffer;
}

/** One form of a kept answer: the bytes sent, and their coding when compressed. */
export interface PageBody {
  body: Buffer;
  coding?: Coding;
}

/** Taken before an answer's reads begin; what `store` checks that nothing changed since. */
export interface PageStamp {
  epoch: number;
  changes: number;
}

interface Entry extends PageReply {
  tags: readonly string[];
  stamp: ReadStamp;
  encoded: Partial<Record<Coding, Buffer>>;
  bytes: number;
}

/** `body` in `coding`, where compressing it gains. */
export function pageBody(body: Buffer, coding: Coding | undefined): PageBody {
  return coding && body.length >= COMPRESS_FROM_BYTES ? { body: compressed(body, coding), coding } : { body };
}

/**
 * Visitors' pages as they were answered (the document's bytes, each content coding made once), by
 * what makes one answer differ from another: the address as the page's route reads it and the
 * runtime config the page carries (the visitor's versions, the route table). One is current while
 * none of the data its reads came from has been written since (the response cache's tags, which
 * writes on every instance invalidate) and until `clear` (a new version, a new route table).
 */
export class PageAnswers {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<void>>();
  private bytes = 0;
  private epoch = 0;

  constructor(
    private readonly data: DataChanges,
    private readonly maxBytes = PAGE_ANSWERS_MAX_BYTES,
  ) {}

  /** The key of a page at `url` (its path and declared query) for a visitor whose pages carry `config`. */
  static key(url: string, config: unknown): string {
    return createHash('sha1').update(JSON.stringify([url, config])).digest('base64url');
  }

  get size(): number {
    return this.entries.size;
  }

  get keptBytes(): number {
    return this.bytes;
  }

  /** The kept answer, if nothing it was made from has changed since. */
  get(key: string): PageReply | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.data.current(entry.tags, entry.stamp)) {
      this.delete(key);
      return undefined;
    }
    // Used again: to the back of the queue.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Call on a miss, before the page's first read. */
  begin(): PageStamp {
    return { epoch: this.epoch, changes: this.data.changes };
  }

  /**
   * Keeps `reply`, made from data of `tags`, unless anything was written or cleared since `stamp`
   * (it may then hold data older than the write); returns whether it did.
   */
  store(key: string, stamp: PageStamp, tags: readonly string[], reply: PageReply): boolean {
    if (!this.data.enabled || stamp.epoch !== this.epoch || stamp.changes !== this.data.changes) return false;
    if (reply.body.length > this.maxBytes) return false;
    this.delete(key);
    this.entries.set(key, { ...reply, tags, stamp: this.data.begin(tags), encoded: {}, bytes: reply.body.length });
    this.bytes += reply.body.length;
    this.trim(key);
    return true;
  }

  /** The kept answer's bytes in `coding` (compressed on first use, then kept with it); undefined when none is kept. */
  body(key: string, coding: Coding | undefined): PageBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!coding || entry.body.length < COMPRESS_FROM_BYTES) return { body: entry.body };
    const known = entry.encoded[coding];
    if (known) return { body: known, coding };
    const made = pageBody(entry.body, coding);
    entry.encoded[coding] = made.body;
    entry.bytes += made.body.length;
    this.bytes += made.body.length;
    this.trim(key);
    return made;
  }

  /** A miss under way for `key`, settled once it is answered: another visitor's waits for it rather than drawing the same page again. */
  underWay(key: string): Promise<void> | undefined {
    return this.pending.get(key);
  }

  /** Makes this miss the one others on `key` wait for; call what it returns once answered, kept or not. */
  lead(key: string): () => void {
    let settle!: () => void;
    const made = new Promise<void>((resolve) => (settle = resolve));
    this.pending.set(key, made);
    return () => {
      if (this.pending.get(key) === made) this.pending.delete(key);
      settle();
    };
  }

  /** Drops every answer, and refuses those begun before. */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Drops the least recently used answers (never `keep`) until the bytes are within bounds. */
  private trim(keep: string): void {
    for (const [key] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      if (key !== keep) this.delete(key);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
