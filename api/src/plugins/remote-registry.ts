import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../config.js';
import { readActiveVersions, readPreviews, readRollouts, versionUrl } from '../remotes/active-versions.js';
import { BundleStore } from '../remotes/bundle-store.js';
import { RemoteDirectory, packageOf } from '../remotes/remote-directory.js';
import { staticCacheHeaders } from '../remotes/static-cache.js';
import { findVersion, readBundleArchive } from '../repositories/remote-versions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which version of each remote pages load now, and from where. */
    remoteDirectory: RemoteDirectory;
    /** The folder of a stored version's files on this machine, unpacked on first use; undefined when there is no such bundle. */
    versionFolder(pkg: string, version: number): Promise<string | undefined>;
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

const VERSION = /^[1-9][0-9]{0,8}$/;

// A file a browser would open as a page. A team's bundle may hold anything: on the site's own
// origin such a page would run the team's scripts with the visitor's session.
const PAGE_FILE = /\.(?:html?|xht(?:ml)?|shtml|mht(?:ml)?)$/i;

/**
 * The policy of every file of a deployed version. A script, stylesheet, font or picture loaded by a
 * page ignores it; opened by itself (an SVG or XML file can hold scripts, and a browser opens them
 * as documents), it is sandboxed: no script runs, and it is not of the site's origin. So pictures,
 * SVG too, are served as they are, and are never a way in.
 */
const STORED_FILE_POLICY = "default-src 'none'; sandbox";

/** The path as the static files will look it up (`evil%2Ehtml` is evil.html). */
const pathOf = (url: string) => {
  try {
    return decodeURIComponent(url.split('?')[0]!);
  } catch {
    return url;
  }
};

/**
 * The remote registry's part of the server: the active version of each remote, read at start and
 * again after every change on any instance (the response cache's confirmed broadcast of the
 * `remotes` tag), and the files of the live stored versions at /remotes/<name>/<version>/…, with
 * the cache headers of the site's own build; never a page.
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
    app.onCacheInvalidation('remotes', () => directory.reload());

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

    // No page under /remotes/, of any version: not one of a bundle, nor a folder's index.html.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/remotes/')) return;
      const pathname = pathOf(request.url);
      if (PAGE_FILE.test(pathname) || pathname.endsWith('/')) return reply.callNotFound();
    });

    // A context of its own, for its sendFile: the site's static files are another registration's.
    await app.register(async (files) => {
      await files.register(fastifyStatic, { root: options.webRoot, serve: false, index: false, preCompressed: true, setHeaders: staticCacheHeaders });
      for (const pkg of REMOTE_PACKAGES) {
        const dist = path.join(options.webRoot, pkg, 'dist');
        files.get(`/remotes/${pkg}/:version/*`, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
          const { version, '*': rest } = request.params as { version: string; '*': string };
          // A folder of the build itself (@mf-types/…), which this route's shape also matches.
          if (!VERSION.test(version)) return fs.existsSync(dist) ? reply.sendFile(`${version}/${rest}`, dist) : reply.callNotFound();
          if (!directory.liveVersions(pkg).has(Number(version))) return reply.callNotFound();
          const folder = await app.versionFolder(pkg, Number(version));
          if (!folder) return reply.callNotFound();
          reply.header('Content-Security-Policy', STORED_FILE_POLICY);
          return reply.sendFile(rest, folder);
        });
      }
    });
  },
  { name: 'remote-registry', dependencies: ['database', 'response-cache'] },
);
