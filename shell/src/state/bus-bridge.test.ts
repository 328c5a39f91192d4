import { auth$, bus, busHost, LOGGED_OUT } from 'shared-ui';
import { makeStore } from './store';
import { loggedIn, loggedOut } from './authSlice';
import { connectBus, publishToBus } from './bus-bridge';
import { selectAlert, selectModals } from './uiSlice';

describe('connectBus', () => {
  let disconnect: () => void = () => undefined;
  afterEach(() => {
    disconnect();
    busHost.publishAuth(LOGGED_OUT);
  });

  it("publishes the store's auth state on auth$, without the shell-only isReady", () => {
    const store = makeStore();
    disconnect = connectBus(store, jest.fn());
    store.dispatch(loggedIn({ username: 'jdoe', permissions: ['admin'] }));
    expect(auth$.current()).toEqual({ username: 'jdoe', permissions: 'admin', isLoggedIn: true, isLoggingIn: false });
    store.dispatch(loggedOut());
    expect(auth$.current()).toEqual(LOGGED_OUT);
  });

  it('publishes the state as it is now before the bus is connected, for the first render', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ username: 'jdoe', permissions: ['member'] }));
    publishToBus(store);
    expect(auth$.current()).toEqual({ username: 'jdoe', permissions: 'member', isLoggedIn: true, isLoggingIn: false });
    // Once, not a subscription: connectBus follows the store from then on.
    store.dispatch(loggedOut());
    expect(auth$.current().isLoggedIn).toBe(true);
  });

  it('publishes auth only when it changed, so remotes do not re-render for nothing', () => {
    const store = makeStore();
    disconnect = connectBus(store, jest.fn());
    const seen = jest.fn();
    const subscription = auth$.subscribe(seen);
    store.dispatch(loggedIn({ username: 'jdoe', permissions: [] }));
    publishToBus(store);
    subscription.unsubscribe();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('opens the modal a remote asks for', () => {
    const store = makeStore();
    disconnect = connectBus(store, jest.fn());
    bus.openModal('login');
    expect(selectModals(store.getState()).login).toEqual({ visible: true });
    expect(selectModals(store.getState()).signup.visible).toBe(false);
  });

  it('shows the alert a remote asks for', () => {
    const store = makeStore();
    disconnect = connectBus(store, jest.fn());
    bus.showAlert('Changes Successfully Saved', 'success');
    expect(selectAlert(store.getState())).toMatchObject({ message: 'Changes Successfully Saved', variant: 'success' });
  });

  it("hands a remote's logout to the shell's logout", () => {
    const logout = jest.fn();
    disconnect = connectBus(makeStore(), logout);
    bus.logout();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('stops listening once disconnected', () => {
    const store = makeStore();
    connectBus(store, jest.fn())();
    bus.showAlert('ignored');
    store.dispatch(loggedIn({ username: 'jdoe', permissions: [] }));
    expect(selectAlert(store.getState())).toBeNull();
    expect(auth$.current()).toEqual(LOGGED_OUT);
  });
});
