import { forgetRemote, loadRemoteModule, registerRuntimeRemotes } from './remote-containers';

type Answer = 'load' | 'error' | 'hang';

/** Answers the entry scripts the shell adds, as the network would, and records their URLs. */
function network(answer: (url: string) => Answer, define: (url: string) => void = () => undefined) {
  const asked: string[] = [];
  const pending: Array<() => void> = [];
  const append = document.head.append.bind(document.head);
  // jsdom fetches no scripts: the elements go on the page, and this answers them.
  jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    append(...nodes);
    for (const node of nodes) {
      const script = node as HTMLScriptElement;
      asked.push(script.src);
      const arrive = () => {
        define(script.src);
        script.onload?.(new Event('load'));
      };
      const reply = answer(script.src);
      if (reply === 'load') queueMicrotask(arrive);
      else if (reply === 'error') queueMicrotask(() => script.onerror?.(new Event('error')));
      else pending.push(arrive);
    }
  });
  return { asked, arriveLate: () => pending.splice(0).forEach((arrive) => arrive()) };
}

/** webpack's container of a remote: its exposed modules, and the share scope it was given. */
function container(modules: Record<string, unknown>) {
  return {
    init: jest.fn(),
    get: jest.fn(async (module: string) => () => modules[module]),
  };
}

const globals = globalThis as unknown as Record<string, unknown>;
const initSharing = jest.fn(async () => undefined);
const shareScope = { react: {} };

beforeEach(() => {
  globals.__webpack_init_sharing__ = initSharing;
  globals.__webpack_share_scopes__ = { default: shareScope };
});
afterEach(() => jest.restoreAllMocks());

describe('registerRuntimeRemotes', () => {
  it('keeps the first entry given for a remote, as an absolute URL', async () => {
    registerRuntimeRemotes({ mfe_one: '/remotes/mfe-one/remoteEntry.js' });
    registerRuntimeRemotes({ mfe_one: 'https://cdn.example.org/one/remoteEntry.js', mfe_two: 'https://cdn.example.org/two/remoteEntry.js' });
    const { asked } = network(() => 'load', (url) => (globals[url.includes('/two/') ? 'mfe_two' : 'mfe_one'] = container({ './routes': 1 })));
    await loadRemoteModule('mfe_one', './routes');
    await loadRemoteModule('mfe_two', './routes');
    expect(asked).toEqual(['http://localhost/remotes/mfe-one/remoteEntry.js', 'https://cdn.example.org/two/remoteEntry.js']);
  });
});

describe('loadRemoteModule', () => {
  it("loads the remote's entry once, joins the shell's share scope, and answers the exposed module", async () => {
    const routes = { default: () => null };
    const mfeThree = container({ './routes': routes, './other': 'other' });
    registerRuntimeRemotes({ mfe_three: '/remotes/mfe-three/remoteEntry.js' });
    const { asked } = network(() => 'load', () => (globals.mfe_three = mfeThree));

    await expect(loadRemoteModule('mfe_three', './routes')).resolves.toBe(routes);
    await expect(loadRemoteModule('mfe_three', './other')).resolves.toBe('other');
    expect(asked).toHaveLength(1);
    expect(initSharing).toHaveBeenCalledWith('default');
    expect(mfeThree.init).toHaveBeenCalledWith(shareScope);
    expect(initSharing.mock.invocationCallOrder[0]).toBeLessThan(mfeThree.init.mock.invocationCallOrder[0]!);
  });

  it('asks for the entry afresh after it failed to load', async () => {
    registerRuntimeRemotes({ mfe_four: '/remotes/mfe-four/remoteEntry.js' });
    let down = true;
    const { asked } = network(
      () => (down ? 'error' : 'load'),
      () => (globals.mfe_four = container({ './routes': 'routes' })),
    );
    await expect(loadRemoteModule('mfe_four', './routes')).rejects.toThrow('Could not load http://localhost/remotes/mfe-four/remoteEntry.js');
    down = false;
    await expect(loadRemoteModule('mfe_four', './routes')).resolves.toBe('routes');
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe('http://localhost/remotes/mfe-four/remoteEntry.js');
  });

  it('takes a load that never answered off the page when it is forgotten, starts again, and uses its entry if it arrived since', async () => {
    registerRuntimeRemotes({ mfe_five: '/remotes/mfe-five/remoteEntry.js' });
    const { asked, arriveLate } = network(() => 'hang', () => (globals.mfe_five = container({ './routes': 'routes' })));
    const entryScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src).filter((src) => src.includes('mfe-five'));
    void loadRemoteModule('mfe_five', './routes');
    await Promise.resolve();
    expect(entryScripts()).toEqual(['http://localhost/remotes/mfe-five/remoteEntry.js']);
    forgetRemote('mfe_five');
    // Off the page: a script still loading would hold back the page's load event.
    expect(entryScripts()).toEqual([]);
    const second = loadRemoteModule('mfe_five', './routes');
    await Promise.resolve();
    expect(asked).toHaveLength(2);
    expect(entryScripts()).toEqual(['http://localhost/remotes/mfe-five/remoteEntry.js']);

    arriveLate();
    await expect(second).resolves.toBe('routes');
    forgetRemote('mfe_five');
    // The container is on the page now: no third request.
    await expect(loadRemoteModule('mfe_five', './routes')).resolves.toBe('routes');
    expect(asked).toHaveLength(2);
  });

  it('refuses a remote nobody registered, and an entry that defines no container of its name', async () => {
    await expect(loadRemoteModule('mfe_unknown', './routes')).rejects.toThrow('No entry is registered for the remote mfe_unknown');
    registerRuntimeRemotes({ mfe_six: '/remotes/mfe-six/remoteEntry.js' });
    network(() => 'load');
    await expect(loadRemoteModule('mfe_six', './routes')).rejects.toThrow('defined no container of that name');
  });
});
