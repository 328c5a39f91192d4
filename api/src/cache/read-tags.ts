import type { LightMyRequestResponse } from 'fastify';
import type { CacheTag } from './plugin.js';

/** By the raw request (light-my-request's, for an injected read): the tags of the cached route that answered it. */
const tagsByRequest = new WeakMap<object, readonly CacheTag[]>();

/** Called by the response cache for every GET of a cached route, hit or miss. */
export function noteReadTags(raw: object, tags: readonly CacheTag[]): void {
  tagsByRequest.set(raw, tags);
}

/**
 * The data an injected GET's answer was made from, as its route declares it (`config.cache`);
 * undefined when no cached route answered it, as then no write says when that answer changes.
 */
export function tagsOfAnswer(response: LightMyRequestResponse): readonly CacheTag[] | undefined {
  return tagsByRequest.get(response.raw.req);
}

/** The tags of the reads one answer is made from; none (undefined) once a read came from no cached route. */
export class ReadTags {
  private readonly seen = new Set<CacheTag>();
  private untagged = false;

  add(response: LightMyRequestResponse): void {
    const tags = tagsOfAnswer(response);
    if (tags) for (const tag of tags) this.seen.add(tag);
    else this.untagged = true;
  }

  get tags(): CacheTag[] | undefined {
    return this.untagged ? undefined : [...this.seen];
  }
}
