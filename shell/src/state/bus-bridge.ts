import { busHost } from 'shared-ui';
import type { AppStore } from './store';
import { checkSession } from './auth-actions';
import { selectAuth } from './authSlice';
import { alertShown, modalOpened } from './uiSlice';

/**
 * Publishes the store's auth state to the bus (the host's writer skips what remotes already
 * have). The shell's first render draws the page's remote in the same pass as itself, before its
 * effects connect the bus (`connectBus`): the state is published once before that render, or a
 * member's page would read the logged-out state and send the member away.
 */
export function publishToBus(store: AppStore) {
  const { isReady: _ready, ...auth } = selectAuth(store.getState());
  busHost.publishAuth(auth);
}

/**
 * The one place where the shell's store meets the event bus: the store's auth state is
 * published to remotes, and their commands become store actions. Returns the disconnect.
 */
export function connectBus(store: AppStore, logout: () => void): () => void {
  const publish = () => publishToBus(store);
  publish();
  const unsubscribeStore = store.subscribe(publish);
  const subscription = busHost.commands.subscribe((command) => {
    switch (command.type) {
      case 'modal/open':
        store.dispatch(modalOpened({ modal: command.modal }));
        break;
      case 'alert/show':
        store.dispatch(alertShown(command.message, command.variant));
        break;
      case 'auth/logout':
        logout();
        break;
      case 'auth/refresh':
        void checkSession(store.dispatch, { quiet: true });
        break;
    }
  });
  return () => {
    unsubscribeStore();
    subscription.unsubscribe();
  };
}
