import { loadRemote } from '@module-federation/runtime';
import { arrivedRemoteRoutes, loadRemoteRoutes, startedLoadsSettled, startLoadingRemoteRoutes } from './load-remote-routes';
import { RemoteUnavailableError } from './remote-loading-plugin';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

describe('loadRemoteRoutes', () => {
  it("resolves with the remote's routes component", async () => {
    const Routes = () => null;
    mockedLoadRemote.mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('mfe_public')).resolves.toEqual({ default: Routes });
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_public/routes');
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

  it('hands over the routes of an early load once they have arrived, and only once', async () => {
    const Routes = () => null;
    mockedLoadRemote.mockReturnValueOnce(new Promise(() => undefined));
    startLoadingRemoteRoutes('mfe_admin');
    expect(arrivedRemoteRoutes('mfe_admin')).toBeUndefined();
    // Not arrived: the load stays for loadRemoteRoutes to take over.
    mockedLoadRemote.mockClear();
    void loadRemoteRoutes('mfe_admin');
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    mockedLoadRemote.mockResolvedValueOnce({ default: Routes });
    startLoadingRemoteRoutes('mfe_public');
    await startedLoadsSettled();
    expect(arrivedRemoteRoutes('mfe_public')).toEqual({ default: Routes });
    expect(arrivedRemoteRoutes('mfe_public')).toBeUndefined();
  });

  it('settles the wait for early loads whether they arrive or fail', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('remote down'));
    startLoadingRemoteRoutes('mfe_timeline');
    await expect(startedLoadsSettled()).resolves.toBeUndefined();
    expect(arrivedRemoteRoutes('mfe_timeline')).toBeUndefined();
    await expect(loadRemoteRoutes('mfe_timeline')).rejects.toThrow('remote down');
  });
});
