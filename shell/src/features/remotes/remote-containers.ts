/** What a remote's remoteEntry.js puts on the page: webpack's container of its exposed modules. */
interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

const entries = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();
/** Entry scripts on their way, to take off the page when given up on. */
const loadingScripts = new Map<string, HTMLScriptElement>();

/**
 * Tells the shell where the remotes' entries are, each once: the first page's remote before the
 * shell starts, the others with the runtime config.
 */
export function registerRuntimeRemotes(remotes: Record<string, string>) {
  for (const [name, entry] of Object.entries(remotes)) {
    if (!entries.has(name)) entries.set(name, new URL(entry, window.location.href).href);
  }
}

/** A new script element for the entry. */
function loadScript(name: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const done = () => {
      if (loadingScripts.get(name) === script) loadingScripts.delete(name);
    };
    script.onload = () => {
      done();
      resolve();
    };
    script.onerror = () => {
      done();
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    loadingScripts.set(name, script);
    document.head.append(script);
  });
}

const containerOnPage = (name: string) => (window as unknown as Record<string, Container | undefined>)[name];

async function loadContainer(name: string): Promise<Container> {
  const entry = entries.get(name);
  if (!entry) throw new Error(`No entry is registered for the remote ${name}`);
  // An entry given up on as too slow may have arrived since: one runtime per remote, not two.
  if (!containerOnPage(name)) {
    await loadScript(name, entry);
  }
  const container = containerOnPage(name);
  if (!container) throw new Error(`The entry of ${name} (${entry}) defined no container of that name`);
  // The shell's shared modules (React, shared-ui...) join the scope first; the remote's own
  // copies are only fallbacks there.
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

function containerOf(name: string): Promise<Container> {
  let loading = containers.get(name);
  if (!loading) {
    loading = loadContainer(name);
    containers.set(name, loading);
    const started = loading;
    // A failed load is forgotten, so the next attempt (Retry) fetches the entry afresh.
    loading.catch(() => forgetRemote(name, started));
  }
  return loading;
}

/**
 * Drops a remote's container load (the given one only, when named) so that the next load starts
 * afresh: after a failure, or a load that never answered.
 */
export function forgetRemote(name: string, only?: Promise<Container>) {
  if (only && containers.get(name) !== only) return;
  containers.delete(name);
  // A script still loading holds back the page's load event (the browser's spinner) for good.
  loadingScripts.get(name)?.remove();
  loadingScripts.delete(name);
}

/** A module a remote exposes (`./routes`), its entry loaded and initialised on first use. */
export async function loadRemoteModule<T>(name: string, module: string): Promise<T> {
  const container = await containerOf(name);
  const factory = await container.get(module);
  return factory() as T;
}
