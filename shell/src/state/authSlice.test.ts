import { isAdmin, LOGGED_OUT } from 'shared-ui';
import reducer, { loggedIn, loggedOut, loginFailed, loginStarted, sessionChecked } from './authSlice';

const start = reducer(undefined, { type: 'init' });

describe('authSlice', () => {
  it('starts logged out with default permissions, waiting for the session check', () => {
    expect(start).toEqual({ username: '', permissions: 'default', isLoggedIn: false, isLoggingIn: false, isReady: false });
  });

  it('marks a login in progress, then logs in with the reply', () => {
    const during = reducer(start, loginStarted());
    expect(during.isLoggingIn).toBe(true);
    const after = reducer(during, loggedIn({ username: 'jdoe', permissions: ['member'] }));
    expect(after).toEqual({ username: 'jdoe', permissions: 'member', isLoggedIn: true, isLoggingIn: false, isReady: true });
  });

  it('ends the login on failure and stays logged out', () => {
    const after = reducer(reducer(start, loginStarted()), loginFailed());
    expect(after.isLoggingIn).toBe(false);
    expect(after.isLoggedIn).toBe(false);
  });

  it('keeps the permissions as text: an empty list is "default", admin is found by substring', () => {
    const plain = reducer(start, loggedIn({ username: 'jdoe', permissions: [] }));
    expect(plain.permissions).toBe('default');
    expect(isAdmin(plain)).toBe(false);
    const admin = reducer(start, loggedIn({ username: 'boss', permissions: ['default', 'superadmin'] }));
    expect(admin.permissions).toContain('admin');
    expect(isAdmin(admin)).toBe(true);
  });

  it('logs out to the start state, ready', () => {
    const member = reducer(start, loggedIn({ username: 'jdoe', permissions: ['admin'] }));
    expect(reducer(member, loggedOut())).toEqual({ ...LOGGED_OUT, isReady: true });
  });

  it('ignores a logout while a login runs', () => {
    const member = reducer(start, loggedIn({ username: 'jdoe', permissions: [] }));
    const relogging = reducer(member, loginStarted());
    expect(reducer(relogging, loggedOut())).toBe(relogging);
  });

  it('logs in from a successful session check, and out (ready) from an empty one', () => {
    const checked = reducer(start, sessionChecked({ username: 'jdoe', permissions: ['admin'] }));
    expect(checked).toEqual({ username: 'jdoe', permissions: 'admin', isLoggedIn: true, isLoggingIn: false, isReady: true });
    expect(reducer(checked, sessionChecked(null))).toEqual({ ...LOGGED_OUT, isReady: true });
  });
});
