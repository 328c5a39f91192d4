import { forgetRemote, loadRemoteModule } from './remote-containers';
import { loadRemoteRoutes, REMOTE_TIMEOUT_MS, RemoteUnavailableError, startLoadingRemoteRoutes } from './load-remote-routes';

jest.mock('./remote-containers', () => ({ loadRemoteModule: jest.fn(), forgetRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemoteModule);

describe('loadRemoteRoutes', () => {
  afterEach(() => jest.useRealTimers());

  it("resolves with the remote's routes component", async () => {
    const Routes = () => null;
    mockedLoadRemote.mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('mfe_public')).resolves.toEqual({ default: Routes });
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_public', './routes');
  });

  it('gives up with RemoteUnavailableError when the remote never answers, and forgets that load', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const loading = loadRemoteRoutes('mfe_timeline');
    jest.advanceTimersByTime(REMOTE_TIMEOUT_MS - 1);
    let settled = false;
    loading.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(forgetRemote).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(loading).rejects.toBeInstanceOf(RemoteUnavailableError);
    // The load that never answered is dropped, so Retry asks afresh.
    expect(forgetRemote).toHaveBeenCalledWith('mfe_timeline');
  });

  it('rejects a remote that exposes no routes component', async () => {
    mockedLoadRemote.mockResolvedValueOnce(null);
    await expect(loadRemoteRoutes('mfe_admin')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('hands a load started early to the first caller, and loads afresh for the next (Retry)', async () => {
    mockedLoadRemote.mockClear();
    const first = () => null;
    const second = () => null;
    mockedLoadRemote.mockResolvedValueOnce({ default: first }).mockResolvedValueOnce({ default: second });
    startLoadingRemoteRoutes('mfe_projects');
    startLoadingRemoteRoutes('mfe_projects');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await expect(loadRemoteRoutes('mfe_projects')).resolves.toEqual({ default: first });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await expect(loadRemoteRoutes('mfe_projects')).resolves.toEqual({ default: second });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('reports an early load that failed to the caller that takes it over, once', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    mockedLoadRemote.mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce({ default: () => null });
    startLoadingRemoteRoutes('mfe_members');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadRemoteRoutes('mfe_members')).rejects.toThrow('remote down');
    await expect(loadRemoteRoutes('mfe_members')).resolves.toHaveProperty('default');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
