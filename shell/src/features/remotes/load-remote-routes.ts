import type { ComponentType } from 'react';
import { forgetRemote, loadRemoteModule } from './remote-containers';

/** How long a remote may take before its area says it is not answering. */
export const REMOTE_TIMEOUT_MS = 15_000;

export class RemoteUnavailableError extends Error {}

type RemoteRoutes = { default: ComponentType };

/** A load started before React, and its routes once they have arrived. */
type StartedLoad = { loading: Promise<RemoteRoutes>; arrived?: RemoteRoutes };

const started = new Map<string, StartedLoad>();

/**
 * Starts loading a remote's routes before React runs. The next loadRemoteRoutes of that remote
 * takes this load over; the ones after it (Retry) load afresh.
 */
export function startLoadingRemoteRoutes(remote: string, timeoutMs = REMOTE_TIMEOUT_MS) {
  if (started.has(remote)) return;
  const load: StartedLoad = { loading: fetchRemoteRoutes(remote, timeoutMs) };
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
export function arrivedRemoteRoutes(remote: string): RemoteRoutes | undefined {
  const arrived = started.get(remote)?.arrived;
  if (arrived) started.delete(remote);
  return arrived;
}

/**
 * Loads a remote's exposed `./routes` component. A script has no timeout of its own, and a host
 * that never answers would leave the spinner forever; one given up on is loaded afresh next time.
 */
export function loadRemoteRoutes(remote: string, timeoutMs = REMOTE_TIMEOUT_MS): Promise<RemoteRoutes> {
  const load = started.get(remote);
  if (!load) return fetchRemoteRoutes(remote, timeoutMs);
  started.delete(remote);
  return load.loading;
}

async function fetchRemoteRoutes(remote: string, timeoutMs: number): Promise<RemoteRoutes> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      forgetRemote(remote);
      reject(new RemoteUnavailableError(`${remote} did not answer in time`));
    }, timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemoteModule<Partial<RemoteRoutes> | undefined>(remote, './routes'), timeout]);
    if (!module?.default) throw new RemoteUnavailableError(`${remote} has no routes`);
    return { default: module.default };
  } finally {
    clearTimeout(timer);
  }
}
