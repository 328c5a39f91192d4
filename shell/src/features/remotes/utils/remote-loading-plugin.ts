import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** How long a remote's entry or manifest may take before its area says it is not answering. */
export const REMOTE_TIMEOUT_MS = 15_000;

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/**
 * How the federation runtime loads the shell's remotes: a load that fails or hangs ends in the
 * remote's error state with Retry. Nothing retries on its own: a remote that is down shows its
 * error state at once, and Retry is the visitor's (the runtime forgets a failed entry load, so
 * Retry loads it afresh). Chunks time out after the same wait (`output.chunkLoadTimeout`,
 * config/webpack.app.cjs).
 */
export function remoteLoadingPlugin(timeoutMs = REMOTE_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'lab-portal-remote-loading',
    // The runtime gives an entry script 20 s; it takes a script that timed out off the page, as it
    // would hold back the page's load event (the browser's spinner) for good.
    createScript: () => ({ timeout: timeoutMs }),
    // A manifest fetch has no timeout of its own. A failed one is forgotten by the runtime.
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response;
    },
    // Whatever failed (entry, manifest, a chunk, the exposed module), the slot gets one error
    // naming the remote; the runtime's own is its cause.
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'onLoad') throw new RemoteUnavailableError(`${id} could not be loaded`, { cause: error });
      return undefined;
    },
  };
}
