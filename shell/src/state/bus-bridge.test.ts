import { auth$, bus, LOGGED_OUT, modals$, NO_MODALS } from 'shared-ui';
import { makeStore } from './store';
import { loggedIn, loggedOut } from './authSlice';
import { connectBus, publishToBus } from './bus-bridge';
import { modalOpened, selectAlert, selectModals } from './uiSlice';

describe('connectBus', () => {
  let disconnect: () => void = () => undefined;
  afterEach(() => {
    disconnect();
    auth$.next(LOGGED_OUT);
    modals$.next(NO_MODALS);
  });

  it("publishes the store's auth state on auth$, without the shell-only isReady", () => {
    const store = makeStore();
    disconnect = connectBus(store, jest.fn());
    store.dispatch(loggedIn({ username: 'jdoe', permissions: ['admin'] }));
    expect(auth$.getValue()).toEqual({ username: 'jdoe', permissions: 'admin', isLoggedIn: true, isLoggingIn: false });
    store.dispatch(loggedOut());
    expect(auth$.getValue()).toEqual(LOGGED_OUT);
  });

  it('publishes the state as it is now before the bus is connected, for the first render', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ username: 'jdoe', permissions: ['member'] }));
    publishToBus(store);
    expect(auth$.getValue()).toEqual({ username: 'jdoe', permissions: 'member', isLoggedIn: true, isLoggingIn: false });
    // Once, not a subscription: connectBus follows the store from then on.
    store.dispatch(loggedOut());
    expect(auth$.getValue().isLoggedIn).toBe(true);
  });

  it('publishes the modals on modals$', () => {
    const store = makeStore();
    disconnect = connectBus(store, jest.fn());
    store.dispatch(modalOpened({ modal: 'resource' }));
    expect(modals$.getValue().resource.visible).toBe(true);
  });

  it('opens and closes the modal a remote asks for', () => {
    const store = makeStore();
    disconnect = connectBus(store, jest.fn());
    bus.openModal('editResource', { _id: 'r1' });
    expect(selectModals(store.getState()).editResource).toEqual({ visible: true, data: { _id: 'r1' } });
    bus.closeModal('editResource');
    expect(selectModals(store.getState()).editResource.visible).toBe(false);
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
    expect(auth$.getValue()).toEqual(LOGGED_OUT);
  });
});
