import { configureApi, configureRuntime } from 'shared-ui';
import { configureFailureReports } from '../api/failure-reports';
import { readInlineConfig, type RuntimeConfig } from './inline-config';
import { registerRuntimeRemotes } from './remote-runtime';

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
  const config = readInlineConfig(document)?.config ?? (await fetchConfig());
  configureApi({ baseUrl: config.apiBaseUrl ?? '' });
  configureRuntime({ tileUrl: config.tileUrl });
  configureFailureReports(config.apiBaseUrl ?? '', config.versions);
  registerRuntimeRemotes(config.remotes);
  return config;
}
