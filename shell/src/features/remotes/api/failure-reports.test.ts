import { configureFailureReports, reportRemoteFailure } from './failure-reports';
import { RemoteUnavailableError } from '../utils/remote-loading-plugin';

const sent = jest.fn(async (..._args: Parameters<typeof fetch>) => new Response(null, { status: 204 }));

beforeEach(() => {
  sent.mockClear();
  globalThis.fetch = sent as unknown as typeof fetch;
  configureFailureReports('https://api.example.edu', { mfe_timeline: 4, mfe_admin: 2, mfe_public: 1, mfe_projects: 3 });
});

const bodyOf = (call = 0) => JSON.parse(String(sent.mock.calls[call]![1]!.body));

describe('reporting a remote that fails', () => {
  it('sends the version and kind of a load failure, without the session', () => {
    reportRemoteFailure('mfe_timeline', new RemoteUnavailableError('mfe_timeline/routes could not be loaded', { cause: new Error('Loading chunk 12 failed') }));
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe('https://api.example.edu/api/remotes/mfe-timeline/load-errors');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(bodyOf()).toEqual({
      version: 4,
      kind: 'load',
      message: 'RemoteUnavailableError: mfe_timeline/routes could not be loaded (Error: Loading chunk 12 failed)',
    });
  });

  it('calls any other error a render failure, its message cut to 300 characters', () => {
    reportRemoteFailure('mfe_admin', new TypeError(`x is undefined ${'!'.repeat(400)}`));
    expect(bodyOf()).toMatchObject({ version: 2, kind: 'render' });
    expect(bodyOf().message).toHaveLength(300);
  });

  it('sends one report of each kind a page for one remote, however often Retry fails again', () => {
    for (let i = 0; i < 5; i += 1) reportRemoteFailure('mfe_public', new RemoteUnavailableError('mfe_public/routes could not be loaded'));
    for (let i = 0; i < 3; i += 1) reportRemoteFailure('mfe_public', new Error('again'));
    expect(sent.mock.calls.map((_call, index) => bodyOf(index).kind)).toEqual(['load', 'render']);
  });

  it("calls a chunk the remote's own page could not load a load failure", () => {
    const chunk = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    reportRemoteFailure('mfe_projects', chunk);
    expect(bodyOf()).toMatchObject({ version: 3, kind: 'load', message: 'ChunkLoadError: Loading chunk 7 failed.' });
  });

  it('sends nothing for a remote without a registry version (placed by REMOTE_<NAME>_URL)', () => {
    reportRemoteFailure('mfe_members', new Error('boom'));
    expect(sent).not.toHaveBeenCalled();
  });
});
