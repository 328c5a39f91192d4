import { createHash } from 'node:crypto';
import type { Coding } from './accept-encoding.js';

/** One form of a response's body, as sent. */
export interface CachedBody {
  /** The bytes sent: a hit neither serializes nor encodes. */
  body: Buffer;
  /** Every header a hit sends besides the length and Vary (the ETag, content type and so on), made once. */
  headers: Readonly<Record<string, string | number | string[]>>;
}

export interface CachedResponse extends CachedBody {
  /** Strong ETag of the body as it is, quoted, as sent with it. */
  etag: string;
  /** The body in the content codings a client may accept, each with its own headers; none when too small to gain. */
  encoded: Partial<Record<Coding, CachedBody>>;
}

interface Entry extends CachedResponse {
  tags: readonly string[];
}

/** What `begin` hands out and `store` checks: the generations of a read's tags when it started. */
export type ReadStamp = readonly number[];

/** Strong ETag of a body: equal bodies, equal tags, on every instance. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Serialized responses in memory, each under a key and a set of tags naming the data it was made
 * from. Invalidating a tag drops its entries and bumps its generation, so a read that began
 * before the write (and so may hold the old data) cannot store its body afterwards.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  /** Bumped by `clear`, which concerns every tag, including ones not seen yet. */
  private epoch = 0;
  /** Off while invalidations from other instances could be missed (their channel is down). */
  private on = true;
  /** Bumped by every invalidation and clear: a read that saw it move may hold data older than a write. */
  private changed = 0;

  constructor(private readonly maxEntries = 1000) {}

  get size(): number {
    return this.entries.size;
  }

  /** Whether what is kept may be served: false while invalidations from other instances could be missed. */
  get enabled(): boolean {
    return this.on;
  }

  /** How many invalidations (and clears) there have been: a read begun at one count and ended at another may be stale. */
  get changes(): number {
    return this.changed;
  }

  get(key: string): CachedResponse | undefined {
    return this.on ? this.entries.get(key) : undefined;
  }

  /** Call when a read misses, before it queries the database. */
  begin(tags: readonly string[]): ReadStamp {
    return [this.epoch, ...tags.map((tag) => this.generations.get(tag) ?? 0)];
  }

  /** Whether what was read under `stamp` (from `begin(tags)`) is still current: the cache is on and none of `tags` was invalidated since. */
  current(tags: readonly string[], stamp: ReadStamp): boolean {
    if (!this.on) return false;
    const now = this.begin(tags);
    return now.length === stamp.length && now.every((generation, index) => generation === stamp[index]);
  }

  /** Keeps `body` unless one of `tags` was invalidated since `stamp` was taken; returns whether it did. */
  store(key: string, tags: readonly string[], stamp: ReadStamp, response: CachedResponse): boolean {
    if (!this.current(tags, stamp)) return false;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      // The oldest entry goes: a Map iterates in insertion order.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { ...response, tags });
    return true;
  }

  invalidate(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.changed += 1;
    for (const tag of tags) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.epoch += 1;
    this.changed += 1;
    this.entries.clear();
  }

  /** Off: nothing is served or stored, and what was kept is dropped. On again starts empty. */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.on = enabled;
  }
}
