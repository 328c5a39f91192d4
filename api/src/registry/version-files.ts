import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../config.js';
import { builtFileHeaders } from '../remotes/static-headers.js';

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
 * The files of the live stored versions at /remotes/<name>/<version>/…, with the cache headers of
 * the site's own build; and never a page under /remotes/, of any version: not one of a bundle,
 * nor a folder's index.html.
 */
export async function serveVersionFiles(app: FastifyInstance, webRoot: string): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/remotes/')) return;
    const pathname = pathOf(request.url);
    if (PAGE_FILE.test(pathname) || pathname.endsWith('/')) return reply.callNotFound();
  });

  // A context of its own, for its sendFile: the site's static files are another registration's.
  await app.register(async (files) => {
    await files.register(fastifyStatic, { root: webRoot, serve: false, index: false, preCompressed: true, setHeaders: builtFileHeaders });
    for (const pkg of REMOTE_PACKAGES) {
      const dist = path.join(webRoot, pkg, 'dist');
      files.get(`/remotes/${pkg}/:version/*`, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
        const { version, '*': rest } = request.params as { version: string; '*': string };
        // A folder of the build itself (@mf-types/…), which this route's shape also matches.
        if (!VERSION.test(version)) return fs.existsSync(dist) ? reply.sendFile(`${version}/${rest}`, dist) : reply.callNotFound();
        if (!app.remoteDirectory.liveVersions(pkg).has(Number(version))) return reply.callNotFound();
        const folder = await app.versionFolder(pkg, Number(version));
        if (!folder) return reply.callNotFound();
        reply.header('Content-Security-Policy', STORED_FILE_POLICY);
        return reply.sendFile(rest, folder);
      });
    }
  });
}
