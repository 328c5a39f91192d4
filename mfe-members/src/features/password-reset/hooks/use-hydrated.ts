import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates a page the server drew; true from the
 * render after. A form on a drawn page is disabled until then: typed text would not reach its
 * state, and a native submit would put the fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
