import { BehaviorSubject, Subject } from 'rxjs';
import { LOGGED_OUT, type AuthState } from './auth-state';

export type ModalName = 'login' | 'signup' | 'resource' | 'editResource';

export interface ModalState {
  visible: boolean;
  data?: unknown;
}

export type ModalsState = Record<ModalName, ModalState>;

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

/** What remotes ask of the shell. */
export type BusCommand =
  | { type: 'modal/open'; modal: ModalName; data?: unknown }
  | { type: 'modal/close'; modal: ModalName }
  | { type: 'alert/show'; message: string; variant: AlertVariant }
  | { type: 'auth/logout' }
  | { type: 'auth/refresh' };

/** Notices that data changed, for whoever shows it. */
export type BusEvent = { type: 'resources/changed' };

const closed: ModalState = { visible: false };
export const NO_MODALS: ModalsState = { login: closed, signup: closed, resource: closed, editResource: closed };

/**
 * The event bus between the shell and the remotes. shared-ui is a federation singleton, so every
 * remote gets these same subjects. The shell writes `auth$` and `modals$` from its store and
 * carries out `commands$`; remotes read the state and send commands.
 */
export const auth$ = new BehaviorSubject<AuthState>(LOGGED_OUT);
export const modals$ = new BehaviorSubject<ModalsState>(NO_MODALS);
export const commands$ = new Subject<BusCommand>();
export const events$ = new Subject<BusEvent>();

export const bus = {
  openModal: (modal: ModalName, data?: unknown) => commands$.next({ type: 'modal/open', modal, data }),
  closeModal: (modal: ModalName) => commands$.next({ type: 'modal/close', modal }),
  showAlert: (message: string, variant: AlertVariant = 'info') => commands$.next({ type: 'alert/show', message, variant }),
  logout: () => commands$.next({ type: 'auth/logout' }),
  refreshAuth: () => commands$.next({ type: 'auth/refresh' }),
  resourcesChanged: () => events$.next({ type: 'resources/changed' }),
};
