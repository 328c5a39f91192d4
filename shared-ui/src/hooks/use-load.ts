import { useCallback, useEffect, useState } from 'react';
import { drawingPrimedPage, type Known } from '../api/primed-reads';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

const LOADING = { status: 'loading' } as const;

interface Settled<T> {
  load: () => Promise<T>;
  version: number;
  state: LoadState<T>;
}

/** A load begun by the first render, which its effect takes over instead of loading twice. */
interface Begun<T> {
  load: () => Promise<T>;
  promise: Promise<T>;
}

/**
 * The first render of a server-rendered page draws with the reads the server answered, as the
 * server did: a load they settle at once starts done (or failed), and hydration finds the same
 * markup. Elsewhere the first render shows loading and the effect loads.
 */
function firstState<T>(load: () => Promise<T>): { settled?: Settled<T>; begun?: Begun<T> } {
  if (!drawingPrimedPage()) return {};
  const promise = load() as Known<T>;
  if (promise.status === 'fulfilled') return { settled: { load, version: 0, state: { status: 'done', data: promise.value } } };
  if (promise.status === 'rejected') return { settled: { load, version: 0, state: { status: 'error', error: promise.reason } } };
  // On the server no effect ever takes it over.
  promise.catch(() => undefined);
  return { begun: { load, promise } };
}

/**
 * The state of one asynchronous load. `load` must be stable (a module function or useCallback):
 * a new function means other data, so the state goes back to loading. `reload` loads again; data
 * already shown stays until the answer comes, an error gives way to loading. The API client
 * cannot abort a call, so an answer for an older `load` or version is dropped instead.
 */
export function useLoad<T>(load: () => Promise<T>): LoadState<T> & { reload: () => void } {
  const [version, setVersion] = useState(0);
  const [first] = useState(() => firstState(load));
  const [settled, setSettled] = useState<Settled<T> | undefined>(first.settled);
  useEffect(() => {
    if (first.settled?.load === load && version === 0) return undefined;
    let current = true;
    const begun = first.begun?.load === load && version === 0 ? first.begun.promise : load();
    begun.then(
      (data) => {
        if (current) setSettled({ load, version, state: { status: 'done', data } });
      },
      (error: unknown) => {
        if (current) setSettled({ load, version, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, version, first]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const fresh = settled?.load === load && (settled.version === version || settled.state.status === 'done');
  return { ...(fresh ? settled.state : LOADING), reload };
}
