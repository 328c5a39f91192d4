import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state';
import { auth$ } from './bus';

function subscribe(onChange: () => void): () => void {
  const subscription = auth$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** Who is logged in, as the shell published it; the component re-renders when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, auth$.current);
}
