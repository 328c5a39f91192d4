import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates a page the server drew; true from the
 * render after: what the server could not know (the link's token) is judged only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
