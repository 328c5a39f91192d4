import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, REMOTE_TIMEOUT_MS, RemoteUnavailableError } from './load-remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

describe('loadRemoteRoutes', () => {
  afterEach(() => jest.useRealTimers());

  it("resolves with the remote's routes component", async () => {
    const Routes = () => null;
    mockedLoadRemote.mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('mfe_public')).resolves.toEqual({ default: Routes });
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_public/routes');
  });

  it('gives up with RemoteUnavailableError when the remote never answers', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const loading = loadRemoteRoutes('mfe_timeline');
    jest.advanceTimersByTime(REMOTE_TIMEOUT_MS - 1);
    let settled = false;
    loading.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(loading).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('rejects a remote that exposes no routes component', async () => {
    mockedLoadRemote.mockResolvedValueOnce(null);
    await expect(loadRemoteRoutes('mfe_admin')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });
});
