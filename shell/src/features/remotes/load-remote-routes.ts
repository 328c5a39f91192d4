import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** How long a remote may take before its area says it is not answering. */
export const REMOTE_TIMEOUT_MS = 15_000;

export class RemoteUnavailableError extends Error {}

/**
 * Loads a remote's exposed `./routes` component. The federation runtime has no timeout of its
 * own, and a host that never answers would leave the spinner forever.
 */
export async function loadRemoteRoutes(remote: string, timeoutMs = REMOTE_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(`${remote} did not answer in time`)), timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<{ default: ComponentType }>(`${remote}/routes`), timeout]);
    if (!module?.default) throw new RemoteUnavailableError(`${remote} has no routes`);
    return { default: module.default };
  } finally {
    clearTimeout(timer);
  }
}
