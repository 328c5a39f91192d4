import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi, configureRuntime } from 'shared-ui';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The map's tile URL template. */
  tileUrl?: string;
  /** Federation name (mfe_public) → URL of its mf-manifest.json or remoteEntry.js. */
  remotes: Record<string, string>;
}

/**
 * Reads /remotes.json, which the server writes from its environment, so a team can move its
 * remote to a new URL without a rebuild of the shell; then registers the remotes.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  configureApi({ baseUrl: config.apiBaseUrl ?? '' });
  configureRuntime({ tileUrl: config.tileUrl });
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
    { force: true },
  );
  return config;
}
