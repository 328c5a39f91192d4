import { LOGGED_OUT, SESSION_PATH } from 'shared-ui';
import { drawnAuth } from './drawn-auth';

const VISITOR = { ...LOGGED_OUT, isReady: true };

describe('drawnAuth', () => {
  it("is the member whose session the page was drawn with, known at once", () => {
    const reads = { [SESSION_PATH]: { status: 200, body: { data: { username: 'ada', permissions: ['admin'] }, message: 'ok' } } };
    expect(drawnAuth(reads)).toEqual({ username: 'ada', permissions: 'admin', isLoggedIn: true, isLoggingIn: false, isReady: true });
  });

  it('is a visitor without that read, with a session that ended, or when the read failed', () => {
    expect(drawnAuth({})).toEqual(VISITOR);
    expect(drawnAuth({ [SESSION_PATH]: { status: 200, body: { data: null, message: 'No session' } } })).toEqual(VISITOR);
    expect(drawnAuth({ [SESSION_PATH]: { status: 500, body: { message: 'down' } } })).toEqual(VISITOR);
  });
});
