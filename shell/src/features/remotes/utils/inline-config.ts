import type { RouteManifest } from 'shared-ui/route-manifest';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The map's tile URL template. */
  tileUrl?: string;
  /** Federation name (mfe_public) → URL of its remoteEntry.js or mf-manifest.json. */
  remotes: Record<string, string>;
  /** Federation name → the registry's active version, named in load-failure reports. */
  versions?: Record<string, number>;
  /** The remotes' route manifests, checked by the server, without paths two remotes claim. */
  routes?: RouteManifest[];
  /** Remotes whose manifest the server could not read or accept now (their last good one routes their pages). */
  unavailable?: string[];
}

export interface InlineConfig {
  config: RuntimeConfig;
  /** The remote the server expects this page to need first. */
  firstRemote?: string;
}

/** The config the server wrote into the page (a JSON data block), saving a round trip. */
export function readInlineConfig(doc: Document): InlineConfig | undefined {
  const block = doc.getElementById('runtime-config');
  if (!block?.textContent) return undefined;
  return { config: JSON.parse(block.textContent) as RuntimeConfig, firstRemote: block.dataset.firstRemote };
}
