import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

const LOADING = { status: 'loading' } as const;

interface Settled<T> {
  load: () => Promise<T>;
  version: number;
  state: LoadState<T>;
}

/**
 * The state of one asynchronous load. `load` must be stable (a module function or useCallback):
 * a new function means other data, so the state goes back to loading. `reload` loads again; data
 * already shown stays until the answer comes, an error gives way to loading. The API client
 * cannot abort a call, so an answer for an older `load` or version is dropped instead.
 */
export function useLoad<T>(load: () => Promise<T>): LoadState<T> & { reload: () => void } {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();
  useEffect(() => {
    let current = true;
    load().then(
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
  }, [load, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const fresh = settled?.load === load && (settled.version === version || settled.state.status === 'done');
  return { ...(fresh ? settled.state : LOADING), reload };
}
