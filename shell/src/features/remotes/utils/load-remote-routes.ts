import type { RemoteRoutesModule } from 'shared-ui';
import { RemoteUnavailableError } from './remote-loading-plugin';
import { loadRemoteModule } from './remote-runtime';

/** A load started before React, and its routes once they have arrived. */
type StartedLoad = { loading: Promise<RemoteRoutesModule>; arrived?: RemoteRoutesModule };

const started = new Map<string, StartedLoad>();

/**
 * Starts loading a remote's routes before React runs. The next loadRemoteRoutes of that remote
 * takes this load over; the ones after it (Retry) load afresh. Kept by the shell, not the
 * federation runtime: it is about React's first render, which must not suspend for code that
 * has arrived (first-page-arrival.ts).
 */
export function startLoadingRemoteRoutes(remote: string) {
  if (started.has(remote)) return;
  const load: StartedLoad = { loading: fetchRemoteRoutes(remote) };
  // Its failure is reported to whoever takes it over, not as an unhandled rejection.
  load.loading.then(
    (routes) => {
      load.arrived = routes;
    },
    () => undefined,
  );
  started.set(remote, load);
}

/** Settles when every load started before React has (its outcome goes to whoever takes it over). */
export async function startedLoadsSettled(): Promise<void> {
  await Promise.allSettled([...started.values()].map((load) => load.loading));
}

/** The routes of a load started before React if they have arrived, taken over as loadRemoteRoutes would. */
export function arrivedRemoteRoutes(remote: string): RemoteRoutesModule | undefined {
  const arrived = started.get(remote)?.arrived;
  if (arrived) started.delete(remote);
  return arrived;
}

/**
 * Loads a remote's exposed `./routes` component through the federation runtime, whose plugin
 * (remote-loading-plugin.ts) bounds the wait and lets Retry load afresh.
 */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  const load = started.get(remote);
  if (!load) return fetchRemoteRoutes(remote);
  started.delete(remote);
  return load.loading;
}

async function fetchRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  const module = await loadRemoteModule<Partial<RemoteRoutesModule>>(remote, 'routes');
  if (!module?.default) throw new RemoteUnavailableError(`${remote} has no routes`);
  return { default: module.default };
}
