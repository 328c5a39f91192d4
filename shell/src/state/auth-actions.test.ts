import { makeStore } from './store';
import { mockFetch, reply } from '../testing/mock-fetch';
import { selectAlert } from './uiSlice';
import { checkSession, logIn, logOut } from './auth-actions';
import { selectAuth } from './authSlice';

describe('checkSession', () => {
  it('logs in from the session reply', async () => {
    mockFetch().mockResolvedValueOnce(reply(200, { data: { username: 'jdoe', permissions: [] }, message: 'ok' }));
    const store = makeStore();
    await checkSession(store.dispatch);
    expect(selectAuth(store.getState())).toMatchObject({ username: 'jdoe', isLoggedIn: true, isReady: true });
    expect(selectAlert(store.getState())).toBeNull();
  });

  it('on failure logs out and alerts "Authentication failed."', async () => {
    mockFetch().mockRejectedValueOnce(new TypeError('network down'));
    const store = makeStore();
    await checkSession(store.dispatch);
    expect(selectAuth(store.getState())).toMatchObject({ isLoggedIn: false, permissions: 'default', isReady: true });
    expect(selectAlert(store.getState())).toMatchObject({ message: 'Authentication failed.' });
  });

  it('stays quiet about a failure when asked to', async () => {
    mockFetch().mockResolvedValueOnce(reply(500, { message: 'down' }));
    const store = makeStore();
    await checkSession(store.dispatch, { quiet: true });
    expect(selectAlert(store.getState())).toBeNull();
  });
});

describe('logIn', () => {
  it("returns the server's message on failure", async () => {
    mockFetch().mockResolvedValueOnce(reply(401, { message: 'Incorrect username or password.' }));
    const store = makeStore();
    await expect(logIn(store.dispatch, 'jdoe', 'wrongpass')).resolves.toBe('Incorrect username or password.');
    expect(selectAuth(store.getState()).isLoggingIn).toBe(false);
  });

  it('says the server is unreachable when no reply came', async () => {
    mockFetch().mockRejectedValueOnce(new TypeError('network down'));
    await expect(logIn(makeStore().dispatch, 'jdoe', 'password1')).resolves.toBe('Unable to reach the server');
  });
});

describe('logOut', () => {
  it('logs out even when the server call fails', async () => {
    mockFetch().mockRejectedValueOnce(new TypeError('network down'));
    const store = makeStore({ auth: { username: 'jdoe', permissions: 'default', isLoggedIn: true, isLoggingIn: false, isReady: true } });
    await logOut(store.dispatch);
    expect(selectAuth(store.getState()).isLoggedIn).toBe(false);
  });
});
