import { MAX_ROUTE_MANIFEST_BYTES } from 'shared-ui/route-manifest';
import { REMOTE_PACKAGES } from '../../config.js';
import { manifestReader } from '../../remotes/first-load-manifests.js';
import { remoteFileReader, type VersionFolder } from './read-remote-file.js';
import { MAX_MF_MANIFEST_BYTES, routeManifestReader } from './route-manifest-reader.js';

/** Every manifest the server reads of the apps, by URL, each within its size limit. */
export interface RemoteManifests {
  /** The route manifest's text of the remote that pages load from `entryUrl` (its remoteEntry.js or its mf-manifest.json). */
  routeManifest(entryUrl: string): Promise<string>;
  /** An app's first-load.json, parsed: the shell's at /first-load.json, a remote's beside its entry. */
  firstLoad(url: string): Promise<unknown>;
}

/**
 * The one reader of the manifests, wherever a version is served from: this site's build folder, a
 * stored version's folder (`versionFolder`), or another host over HTTP (read-remote-file.ts).
 */
export function remoteManifests(webRoot: string, versionFolder: VersionFolder): RemoteManifests {
  const reader = (maxBytes: number) => remoteFileReader(webRoot, REMOTE_PACKAGES, maxBytes, versionFolder);
  return {
    routeManifest: routeManifestReader(reader(MAX_ROUTE_MANIFEST_BYTES), reader(MAX_MF_MANIFEST_BYTES)),
    firstLoad: manifestReader(webRoot, REMOTE_PACKAGES, versionFolder),
  };
}
