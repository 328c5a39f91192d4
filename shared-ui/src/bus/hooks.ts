import { useEffect, useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';
import { auth$, events$, modals$, type BusEvent } from './bus';

/** The current value of a BehaviorSubject, re-rendering when it changes. */
export function useSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => subject.getValue(),
  );
}

export const useAuth = () => useSubject(auth$);
export const useModals = () => useSubject(modals$);

/** Calls `handler` for each bus event of `type` while the component is mounted. */
export function useBusEvent(type: BusEvent['type'], handler: () => void, source: Observable<BusEvent> = events$): void {
  useEffect(() => {
    const subscription = source.subscribe((event) => {
      if (event.type === type) handler();
    });
    return () => subscription.unsubscribe();
  }, [type, handler, source]);
}
