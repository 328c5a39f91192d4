import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi, configureRuntime } from 'shared-ui';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The map's tile URL template. */
  tileUrl?: string;
  /** Federation name (mfe_public) → URL of its mf-manifest.json or remoteEntry.js. */
  remotes: Record<string, string>;
}

/** The config the server wrote into the page (a JSON data block), saving a round trip. */
function inlineConfig(): RuntimeConfig | undefined {
  const text = document.getElementById('runtime-config')?.textContent;
  return text ? (JSON.parse(text) as RuntimeConfig) : undefined;
}

/** /remotes.json, for pages without the inline config (the development server's). */
async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/**
 * Reads the runtime config, which the server writes from its environment, so a team can move its
 * remote to a new URL without a rebuild of the shell; then registers the remotes.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = inlineConfig() ?? (await fetchConfig());
  configureApi({ baseUrl: config.apiBaseUrl ?? '' });
  configureRuntime({ tileUrl: config.tileUrl });
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
    { force: true },
  );
  return config;
}
