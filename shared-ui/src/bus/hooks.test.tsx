import { renderToString } from 'react-dom/server';
import { LOGGED_OUT } from './auth-state';
import { busHost } from './bus';
import { useAuth } from './hooks';

function Greeting() {
  const auth = useAuth();
  return <p>{auth.isLoggedIn ? `Hello ${auth.username}` : 'Login/Register'}</p>;
}

describe('useAuth on the server', () => {
  afterEach(() => busHost.publishAuth(LOGGED_OUT));

  it('draws with the state the shell published, as the browser hydrates with it', () => {
    expect(renderToString(<Greeting />)).toContain('Login/Register');
    busHost.publishAuth({ username: 'ada', permissions: 'default', isLoggedIn: true, isLoggingIn: false });
    expect(renderToString(<Greeting />)).toContain('Hello ada');
  });
});
