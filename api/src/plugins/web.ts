import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { REMOTE_PACKAGES } from '../config.js';
import { SESSION_CHECK, answerPage, type PageAnswer } from '../remotes/page-answer.js';
import { staticCacheHeaders } from '../remotes/static-cache.js';
import { withPageHead } from '../views/page-head.js';
import { firstLoadTags, withFirstLoadTags, type RuntimeConfig } from '../remotes/first-load-tags.js';
import { MANIFEST_FILE, firstLoadFiles, manifestCache, manifestReader, manifestUrlBeside } from '../remotes/first-load-manifests.js';
import { visitorReads } from '../render/page-reads.js';
import { renderUrl } from '../render/render-url.js';
import { withServerDrawnRoot } from '../render/server-drawn-page.js';
import { withScriptsAfterPaint } from '../render/start-after-paint.js';
import type { StartScript } from '../render/start-script.js';
import { addVary } from '../cache/vary.js';
import { previewLanding, visitorOf } from '../remotes/visitor-cookies.js';
import type { Visitor } from '../remotes/visitor-versions.js';
import type { RouteTable } from '../remotes/route-table-source.js';
import { withPreviewBar } from '../views/preview-bar.js';
import { preferredCoding } from '../cache/accept-encoding.js';
import { COMPRESS_FROM_BYTES, compressed } from '../cache/compressed-copies.js';
import { SESSION_COOKIE } from './session.js';

export interface WebOptions {
  webRoot: string;
  /** The map's tile URL template, for the Affiliations page. */
  tileUrl: string;
  /** What starts a drawn page's scripts; without it (the shell not built), no page is drawn. */
  startScript: StartScript | undefined;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `Nothing here: ${request.method} ${request.url.split('?')[0]}`,
  });
}

/**
 * What the shell needs of a manifest to route and draw its menus: heads, reads and the sitemap are
 * the server's business, and every page carries this inline.
 */
function forShell(manifest: RouteManifest): RouteManifest {
  const routes = manifest.routes.map(({ path, guard, redirect, pages }) => ({
    path,
    guard,
    ...(redirect ? { redirect } : {}),
    ...(pages ? { pages: pages.map((page) => ({ path: page.path })) } : {}),
  }));
  return { ...manifest, routes };
}

/**
 * The site itself: the shell at `/` (its index.html for every page path, so the browser's router
 * takes over), each built remote at `/remotes/<name>/`, and `/remotes.json`, which tells the shell
 * where the remotes are. API paths and missing files answer a JSON 404.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, options: WebOptions) {
    /** The runtime config with the route manifests as they are now: a redeployed remote's pages follow. */
    const runtimeConfig = (visitor: Visitor): { config: RuntimeConfig; table: RouteTable } => {
      const remotes = app.remoteDirectory;
      const urls = remotes.urls(visitor);
      const table = app.visitorRouteTable(urls);
      return { config: { apiBaseUrl: '', tileUrl: options.tileUrl, remotes: urls, versions: remotes.versions(visitor), routes: table.manifests.map(forShell), unavailable: table.unavailable }, table };
    };
    // Pages carry this inline; the file stays for the development server, whose page does not.
    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      addVary(reply, 'cookie');
      return runtimeConfig(visitorOf(request, reply, app.remoteDirectory)).config;
    });
    /** An API record's data, as a visitor reads it, for the head of its page (a highlight's). */
    const readRecord = async (apiPath: string) => {
      const response = await app.inject({ method: 'GET', url: apiPath });
      if (response.statusCode !== 200) return undefined;
      const data = (response.json() as { data?: unknown }).data;
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
    };

    const shellDir = path.join(options.webRoot, 'shell', 'dist');
    const built = fs.existsSync(path.join(shellDir, 'index.html'));
    const manifests = manifestCache(manifestReader(options.webRoot, REMOTE_PACKAGES, app.versionFolder));
    const shellManifest = `/${MANIFEST_FILE}`;
    const firstLoadUrls = () => app.remoteDirectory.liveUrls().map(manifestUrlBeside);
    if (built) {
      await manifests.load([shellManifest, ...firstLoadUrls()]);
      // A newly active version's files are preloaded from the first page that needs them.
      app.remoteDirectory.onChange(() => manifests.load(firstLoadUrls()));
    }
    const remoteFiles = (entryUrl: string) => {
      const remote = manifests.get(manifestUrlBeside(entryUrl));
      return remote ? firstLoadFiles(manifests.get(shellManifest), remote, entryUrl) : [];
    };
    /**
     * A visitor's public page (or the 404 page) drawn by the render process, with what it was
     * drawn with; undefined when the browser is to draw it (logged with the reason).
     */
    async function drawOnServer(request: FastifyRequest, page: PageAnswer, config: RuntimeConfig) {
      const reads = await visitorReads(app, page.reads.filter((read) => read !== SESSION_CHECK));
      const outcome = await app.serverRender!.page({ url: renderUrl(request.url, page.query), config, reads }, page.remote);
      // The version's own failure counts against its health (and may roll it back); the budget, or a
      // version without a server build, does not.
      const version = page.remote ? config.versions[page.remote] : undefined;
      if ('failed' in outcome && page.remote && version !== undefined) app.remoteHealth.serverFallback({ remote: page.remote, version, reason: outcome.fallback });
      try {
        if ('fallback' in outcome) throw new Error(outcome.fallback);
        const entryUrl = page.remote ? config.remotes[page.remote] : undefined;
        const files = entryUrl ? (manifests.get(manifestUrlBeside(entryUrl))?.styles ?? []) : [];
        return { html: outcome.html, reads, styles: entryUrl ? await app.serverRender!.styles(entryUrl, files) : '' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        request.log.warn({ page: request.url.split('?')[0], reason }, 'page drawn in the browser: the server could not draw it');
        return undefined;
      }
    }
    if (built) {
      await app.register(fastifyStatic, { root: shellDir, prefix: '/', preCompressed: true, setHeaders: staticCacheHeaders });
    } else {
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send('The API is running, but the website is not built yet: run `npm run build` (or `npm start`).\n'),
      );
    }
    for (const name of REMOTE_PACKAGES) {
      const root = path.join(options.webRoot, name, 'dist');
      if (!fs.existsSync(root)) continue;
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        preCompressed: true,
        setHeaders: staticCacheHeaders,
      });
    }

    /**
     * The shell's index.html for a path, as the remotes' route manifests describe it: its status
     * (404 for a page that does not exist), its head, the runtime config, and preloads of the entry
     * of the remote that draws it, of its routes' files and of the API reads it starts with.
     */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      if (previewLanding(request, reply, app.remoteDirectory)) return reply;
      const visitor = visitorOf(request, reply, app.remoteDirectory);
      const shell = withPreviewBar(await fs.promises.readFile(path.join(shellDir, 'index.html'), 'utf8'), app.remoteDirectory.preview(visitor), pathname);
      const loggedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
      const { config, table } = runtimeConfig(visitor);
      const page = await answerPage(table, pathname, { loggedIn, origin: app.siteUrl, readRecord });
      // Counted for the version this visitor gets (a rollout's, a preview's): the health an automatic rollback reads.
      const servedVersion = page.remote ? config.versions[page.remote] : undefined;
      if (page.remote && servedVersion !== undefined) app.remoteHealth.pageServed({ remote: page.remote, version: servedVersion });
      // Public pages and the 404 page, for visitors: a member's view is drawn in the browser.
      const start = options.startScript;
      const drawable = app.serverRender && start && !loggedIn && (page.remote !== undefined || page.status === 404);
      const drawn = drawable ? await drawOnServer(request, page, config) : undefined;
      // A drawn page carries its reads and its remote's stylesheets, and is a visitor's: the shell's
      // session check follows its scripts.
      const tags = drawn ? firstLoadTags(config, page, remoteFiles, { drawn: true }) + drawn.styles : firstLoadTags(config, page, remoteFiles);
      reply.code(page.status).header('Cache-Control', 'no-cache');
      // What the page preloads, and its noindex, depend on whether a session cookie came.
      addVary(reply, 'cookie');
      // Crawlers never hold a session: a member's own view of a page is nothing a crawler sees.
      if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
      const html = withFirstLoadTags(page.meta ? withPageHead(shell, page.meta) : shell, tags);
      const body = Buffer.from(drawn && start ? withScriptsAfterPaint(withServerDrawnRoot(html, drawn.html, drawn.reads), start) : html);
      reply.type('text/html; charset=utf-8');
      // A drawn page is tens of kilobytes: compressed, as the site's static files are.
      addVary(reply, 'accept-encoding');
      const coding = body.length >= COMPRESS_FROM_BYTES ? preferredCoding(request.headers['accept-encoding']) : undefined;
      return coding ? reply.header('Content-Encoding', coding).send(compressed(body, coding)) : reply.send(body);
    }

    // The home page too: the static files would answer / with index.html as it is.
    if (built) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));

    // A write to a path nothing serves is a 404 before its body is read: never a 400, 413 or 415 for a body no route takes.
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') return notFound(request, reply);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const [pathname] = request.url.split('?') as [string];
      const page = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes)\//.test(pathname);
      // Browsers ask for text/html; crawlers and link previews often send */* or nothing.
      const accept = request.headers.accept ?? '*/*';
      const wantsHtml = accept.includes('text/html') || accept.includes('*/*');
      if (!built || !page || !wantsHtml || path.extname(pathname)) return notFound(request, reply);
      return sendPage(request, reply, pathname);
    });
  },
  { name: 'web', dependencies: ['route-table', 'remote-registry', 'server-render', 'remote-health'] },
);
