import type { UserRow } from '../repositories/users.js';

export interface SessionEntry {
  user: UserRow;
  /** When the session itself ends (the database's expires_at). */
  expiresAt: Date;
}

/** What `begin` hands out and `store` checks: the generation when a lookup started. */
export type SessionStamp = number;

/**
 * Long enough that a busy page's burst of API calls costs one database lookup, short enough to
 * bound what nothing else invalidates: a change made outside the API's write routes (a startup
 * admin reset, SQL by hand) shows within 5 s.
 */
export const SESSION_CACHE_MS = 5000;

/**
 * The user behind each live session for a few seconds, by the hash of its token (the token itself
 * is never a key: a heap dump must not hand out live sessions). Only found sessions are kept: an
 * unknown token would let anyone fill memory with random cookies. Any write may change a user or
 * a session, so the owner clears it on every successful write, here and on the other instances;
 * a lookup that began before a clear cannot store its (maybe stale) answer after it.
 */
export class SessionCache {
  private readonly entries = new Map<string, SessionEntry & { until: number }>();
  private generation = 0;
  /** Off while clears from other instances could be missed (their channel is down). */
  private enabled = true;

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): SessionEntry | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.until > now && entry.expiresAt.getTime() > now) return entry;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Call before the database lookup whose answer will be stored. */
  begin(): SessionStamp {
    return this.generation;
  }

  /** Keeps `entry` unless the cache was cleared since `stamp`; returns whether it did. */
  store(tokenHash: string, stamp: SessionStamp, entry: SessionEntry): boolean {
    if (!this.enabled || stamp !== this.generation) return false;
    this.entries.delete(tokenHash);
    // The oldest entry goes: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { ...entry, until: this.now() + this.ttlMs });
    return true;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Off: nothing is served or stored, and what was kept is dropped. On again starts empty. */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.enabled = enabled;
  }
}
