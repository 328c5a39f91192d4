import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readActiveVersions, readPreviews, readRollouts, versionUrl } from './active-versions.js';
import { BundleStore } from './bundles/bundle-store.js';
import { remoteManifests, type RemoteManifests } from './manifests/manifest-reader.js';
import { RemoteDirectory, packageOf } from './remote-directory.js';
import { findVersion, readBundleArchive } from './repository/versions.js';
import { serveVersionFiles } from './version-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which version of each remote pages load now, and from where. */
    remoteDirectory: RemoteDirectory;
    /** The folder of a stored version's files on this machine, unpacked on first use; undefined when there is no such bundle. */
    versionFolder(pkg: string, version: number): Promise<string | undefined>;
    /** The one reader of the remotes' manifests, wherever a version is served from. */
    remoteManifests: RemoteManifests;
    /**
     * What every change of the registry (an activation, a rollout, a preview link, a rollback)
     * calls once written: every instance, this one first, reads the registry again before it settles.
     */
    registryChanged(): Promise<void>;
  }
}

declare module '../instances/channel.js' {
  interface InstanceEvents {
    /** A remote's active version, its rollout or its preview links changed: read them again. */
    'registry change': Record<string, never>;
  }
}

export interface RemoteRegistryOptions {
  webRoot: string;
  /** Federation name → URL of version 1 (or what REMOTE_<NAME>_URL sets). */
  remotes: Record<string, string>;
  /** Federation names an environment variable sets. */
  remoteOverrides: readonly string[];
  /** Where unpacked bundles are kept (a temporary folder by default). */
  bundleRoot?: string;
}

/**
 * The remote registry's part of the server: the active version of each remote, read at start and
 * again after every change on any instance (a `registry change` on the instances' channel, and
 * whatever a deaf instance may have missed), the stored versions' folders and files, and the one
 * reader of the remotes' manifests.
 */
export default fp(
  async function remoteRegistryPlugin(app: FastifyInstance, options: RemoteRegistryOptions) {
    const directory = new RemoteDirectory({
      base: options.remotes,
      overrides: options.remoteOverrides,
      readActive: () => readActiveVersions(app.db),
      readRollouts: () => readRollouts(app.db),
      readPreviews: () => readPreviews(app.db),
      versionUrl: (remote, version) => versionUrl({ remote: packageOf(remote), version }),
    });
    await directory.reload();
    app.decorate('remoteDirectory', directory);
    app.instances.on('registry change', () => directory.reload());
    app.instances.onMissed(() => directory.reload());
    app.decorate('registryChanged', () => app.instances.send('registry change', {}));

    const store = new BundleStore((sha256) => readBundleArchive(app.db, sha256), options.bundleRoot);
    // Versions never change once stored; a reload forgets them all the same (a test's reset database).
    const shaOf = new Map<string, string>();
    directory.onChange(async () => shaOf.clear());
    app.decorate('versionFolder', async (pkg: string, version: number) => {
      const key = `${pkg} ${version}`;
      let sha256 = shaOf.get(key);
      if (!sha256) {
        sha256 = (await findVersion(app.db, pkg, version))?.bundleSha256 ?? undefined;
        if (!sha256) return undefined;
        shaOf.set(key, sha256);
      }
      return store.folder(sha256);
    });
    app.decorate('remoteManifests', remoteManifests(options.webRoot, app.versionFolder));
    await serveVersionFiles(app, options.webRoot);
  },
  { name: 'remote-registry', dependencies: ['database', 'instances'] },
);
