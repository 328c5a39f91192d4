import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state';
import { auth$ } from './bus';

function subscribe(onChange: () => void): () => void {
  const subscription = auth$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/**
 * Who is logged in, as the shell published it; the component re-renders when it changes. On the
 * server, and while the browser takes a drawn page over, the same: the shell publishes the state
 * it draws with (the visitor's) before either.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, auth$.current, auth$.current);
}
