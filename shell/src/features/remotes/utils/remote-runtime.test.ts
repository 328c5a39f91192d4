import { init } from '@module-federation/runtime';
import { REMOTE_TIMEOUT_MS, RemoteUnavailableError } from './remote-loading-plugin';
import { loadRemoteModule, registerRuntimeRemotes } from './remote-runtime';

// The real federation runtime, as the shell's build starts it; jsdom fetches no scripts, so
// `network` answers the entry scripts the runtime adds.
init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });

type Answer = 'load' | 'error' | 'hang';
const globals = globalThis as unknown as Record<string, unknown>;

/** A remote's container as its remoteEntry.js defines it: `routes` exposed. */
function container(routes: unknown) {
  return { init: jest.fn(), get: jest.fn(async () => () => routes) };
}

function network(answer: (url: string) => Answer, define: (url: string) => void) {
  const asked: string[] = [];
  const appendChild = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    appendChild(node);
    const script = node as unknown as HTMLScriptElement;
    asked.push(script.src);
    const reply = answer(script.src);
    if (reply === 'load') {
      queueMicrotask(() => {
        define(script.src);
        script.onload?.(new Event('load'));
      });
    } else if (reply === 'error') {
      queueMicrotask(() => script.onerror?.(new Event('error')));
    }
    return node;
  });
  return asked;
}

const onPage = (url: string) => [...document.scripts].some((script) => script.src === url);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the shell on the federation runtime', () => {
  it("loads a registered remote's exposed module by its entry", async () => {
    const Routes = { default: () => null };
    const asked = network(() => 'load', () => (globals.mfe_one = container(Routes)));
    registerRuntimeRemotes({ mfe_one: 'https://cdn.example.org/one/remoteEntry.js' });
    await expect(loadRemoteModule('mfe_one', 'routes')).resolves.toBe(Routes);
    expect(asked).toEqual(['https://cdn.example.org/one/remoteEntry.js']);
  });

  it('keeps the first entry registered for a remote', async () => {
    const asked = network(() => 'load', (url) => (globals.mfe_two = container({ default: url })));
    registerRuntimeRemotes({ mfe_two: 'https://cdn.example.org/two/remoteEntry.js' });
    registerRuntimeRemotes({ mfe_two: 'https://elsewhere.example.org/two/remoteEntry.js' });
    await expect(loadRemoteModule('mfe_two', 'routes')).resolves.toEqual({ default: 'https://cdn.example.org/two/remoteEntry.js' });
    expect(asked).toEqual(['https://cdn.example.org/two/remoteEntry.js']);
  });

  it('fails a remote that is down with RemoteUnavailableError, and loads its entry afresh next time (Retry)', async () => {
    let down = true;
    const asked = network(() => (down ? 'error' : 'load'), () => (globals.mfe_three = container({ default: 'routes' })));
    registerRuntimeRemotes({ mfe_three: 'https://cdn.example.org/three/remoteEntry.js' });
    await expect(loadRemoteModule('mfe_three', 'routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    down = false;
    await expect(loadRemoteModule('mfe_three', 'routes')).resolves.toEqual({ default: 'routes' });
    expect(asked).toEqual(['https://cdn.example.org/three/remoteEntry.js', 'https://cdn.example.org/three/remoteEntry.js']);
  });

  it('gives up on an entry that never answers after REMOTE_TIMEOUT_MS, takes its script off the page, and loads afresh next time', async () => {
    jest.useFakeTimers();
    let hang = true;
    const url = 'https://cdn.example.org/four/remoteEntry.js';
    const asked = network(() => (hang ? 'hang' : 'load'), () => (globals.mfe_four = container({ default: 'routes' })));
    registerRuntimeRemotes({ mfe_four: url });
    const loading = loadRemoteModule('mfe_four', 'routes');
    let settled = false;
    loading.catch(() => undefined).finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(onPage(url)).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(onPage(url)).toBe(false);
    hang = false;
    const again = loadRemoteModule('mfe_four', 'routes');
    // The runtime's own steps wait a timer's turn.
    await jest.advanceTimersByTimeAsync(0);
    await expect(again).resolves.toEqual({ default: 'routes' });
    expect(asked).toEqual([url, url]);
  });
});
