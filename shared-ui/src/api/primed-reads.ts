import { ApiError, beforeEachWrite, request } from './client';
import { forgetPrimedReads, primedAnswer } from './primed-store';

export { drawingPrimedPage, forgetPrimedFailures, forgetPrimedReads, primeReads, type PrimedRead } from './primed-store';

// A write makes the page's primed reads stale: what it loads next is asked afresh.
beforeEachWrite(forgetPrimedReads);

/**
 * A promise that also says, as React's `use` reads thenables, that it has settled: what a
 * server-rendered page's first render draws with, on the server and again when the browser
 * hydrates it, without waiting a turn.
 */
export type Known<T> = Promise<T> & ({ status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown } | { status?: undefined });

function settled<T>(promise: Promise<T>, outcome: { value: T } | { reason: unknown }): Known<T> {
  // Handled here: a primed failure is read from `reason` by the first render, and its caller's
  // own handlers still run.
  promise.catch(() => undefined);
  return Object.assign(promise, 'value' in outcome ? { status: 'fulfilled' as const, value: outcome.value } : { status: 'rejected' as const, reason: outcome.reason });
}

/** The primed answer of GET `path`, picked by `pick`, as a settled promise; undefined when none. */
export function primedRead<R, T>(path: string, pick: (reply: R) => T): Known<T> | undefined {
  const read = primedAnswer(path);
  if (!read) return undefined;
  if (read.status >= 200 && read.status < 300) {
    try {
      const value = pick(read.body as R);
      return settled(Promise.resolve(value), { value });
    } catch (reason) {
      return settled(Promise.reject(reason), { reason });
    }
  }
  const { message, errCode } = (read.body ?? {}) as { message?: string; errCode?: string };
  const reason = new ApiError(message ?? `Request failed (${read.status})`, read.status, errCode);
  return settled(Promise.reject(reason), { reason });
}

/** `known` mapped by `map`, still settled at once when `known` was: a page's data shaped for it. */
export function mapKnown<T, U>(known: Known<T>, map: (value: T) => U): Known<U> {
  if (known.status === 'fulfilled') {
    try {
      const value = map(known.value);
      return settled(Promise.resolve(value), { value });
    } catch (reason) {
      return settled(Promise.reject(reason), { reason });
    }
  }
  if (known.status === 'rejected') return settled(Promise.reject(known.reason), { reason: known.reason });
  return known.then(map) as Known<U>;
}

/** GET `path`, its reply picked by `pick`: settled at once when the page was drawn with it. */
export function read<R, T>(path: string, pick: (reply: R) => T): Known<T> {
  return primedRead(path, pick) ?? (request<R>('GET', path).then(pick) as Known<T>);
}
