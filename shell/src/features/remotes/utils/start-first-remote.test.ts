import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { loadRemoteRoutes } from './load-remote-routes';
import { startFirstRemote } from './start-first-remote';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function page(block: string) {
  document.head.innerHTML = block;
  return document;
}

const remotes = { mfe_public: '/remotes/mfe-public/remoteEntry.js', mfe_projects: '/remotes/mfe-projects/remoteEntry.js' };
const config = JSON.stringify({ apiBaseUrl: '', remotes });

afterEach(() => {
  document.head.innerHTML = '';
  jest.clearAllMocks();
});

describe('startFirstRemote', () => {
  it('registers and starts loading the remote the server named, alone, for React to take over', async () => {
    const Routes = () => null;
    mockedLoadRemote.mockResolvedValueOnce({ default: Routes });
    startFirstRemote(page(`<script type="application/json" id="runtime-config" data-first-remote="mfe_projects">${config}</script>`));
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_projects', entry: '/remotes/mfe-projects/remoteEntry.js' }]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_projects/routes');
    await expect(loadRemoteRoutes('mfe_projects')).resolves.toEqual({ default: Routes });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('starts nothing without a named remote, for a remote not configured, or without the inline config', () => {
    startFirstRemote(page(`<script type="application/json" id="runtime-config">${config}</script>`));
    startFirstRemote(page(`<script type="application/json" id="runtime-config" data-first-remote="mfe_admin">${config}</script>`));
    startFirstRemote(page(''));
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
