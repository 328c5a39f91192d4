import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { LOGGED_OUT, type AuthState } from './auth-state';

/** The modals the shell draws that remotes may open (spec section 4); neither is given data. */
export type ModalName = 'login' | 'signup';

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

/** What remotes ask of the shell. */
export type BusCommand =
  | { type: 'modal/open'; modal: ModalName }
  | { type: 'alert/show'; message: string; variant: AlertVariant }
  | { type: 'auth/logout' }
  | { type: 'auth/refresh' };

/** State that only its owner writes: subscribe to follow it, or read what it is now. */
export interface ReadonlyState<T> extends Observable<T> {
  current(): T;
}

// Private to this module: shared-ui is a federation singleton, so every remote gets these same
// subjects, and a remote holding one could publish a login of its own.
const auth = new BehaviorSubject<AuthState>(LOGGED_OUT);
const commands = new Subject<BusCommand>();

/**
 * The event bus between the shell and the remotes, carrying only what crosses that boundary:
 * remotes read who is logged in (`auth$`) and ask the shell for what it owns (`bus`); what a
 * remote says to itself stays in that remote.
 */
export const auth$: ReadonlyState<AuthState> = Object.assign(auth.asObservable(), { current: () => auth.getValue() });

export const bus = {
  openModal: (modal: ModalName) => commands.next({ type: 'modal/open', modal }),
  showAlert: (message: string, variant: AlertVariant = 'info') => commands.next({ type: 'alert/show', message, variant }),
  logout: () => commands.next({ type: 'auth/logout' }),
  refreshAuth: () => commands.next({ type: 'auth/refresh' }),
};

/**
 * The host's side of the bus, for the shell alone (ESLint refuses it in remotes; tests reach it
 * through shared-ui/testing): it publishes the store's auth state and carries out the commands.
 */
export const busHost = {
  /** Publishes `next` unless remotes already have it, so they do not re-render for nothing. */
  publishAuth(next: AuthState): void {
    const now = auth.getValue();
    if ((Object.keys(next) as (keyof AuthState)[]).some((key) => now[key] !== next[key])) auth.next(next);
  },
  commands: commands.asObservable(),
};
