import { firstRenderLoadsSettled } from 'shared-ui';
import { FIRST_RENDER_WAIT_MS, firstPageArrival } from './first-page-arrival';
import { startedLoadsSettled } from './load-remote-routes';

jest.mock('shared-ui', () => ({ firstRenderLoadsSettled: jest.fn() }));
jest.mock('./load-remote-routes', () => ({ startedLoadsSettled: jest.fn() }));
const mockedPageLoads = jest.mocked(firstRenderLoadsSettled);
const mockedRemoteLoads = jest.mocked(startedLoadsSettled);

/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(0);
  return settled;
}

describe('firstPageArrival', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.resetAllMocks();
  });

  it("waits for the remote, then the lazy pages its code started, and the session's answer", async () => {
    const remote = deferred();
    const pages = deferred();
    const session = deferred();
    mockedRemoteLoads.mockReturnValue(remote.promise);
    mockedPageLoads.mockReturnValue(pages.promise);
    const arrival = firstPageArrival(session.promise);
    expect(await isSettled(arrival)).toBe(false);
    remote.resolve();
    session.resolve();
    expect(await isSettled(arrival)).toBe(false);
    // The pages are asked for only once the remote's code has run and started them.
    expect(mockedPageLoads).toHaveBeenCalledTimes(1);
    pages.resolve();
    expect(await isSettled(arrival)).toBe(true);
  });

  it('gives up waiting after its bound, so a slow page shows its loading state', async () => {
    mockedRemoteLoads.mockReturnValue(new Promise(() => undefined));
    const arrival = firstPageArrival(Promise.resolve());
    await jest.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(await isSettled(arrival)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await isSettled(arrival)).toBe(true);
  });
});
