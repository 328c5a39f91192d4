import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { writeDocument, type PageParts, type RuntimeConfig, type ShellDocument } from 'shared-ui/page-document';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { findPage } from 'shared-ui/route-table';
import { REMOTE_PACKAGES } from '../config.js';
import { SESSION_CHECK, answerPage, type PageAnswer } from '../remotes/page-answer.js';
import { builtFileHeaders } from '../remotes/static-headers.js';
import { pageHeadTags } from '../views/page-head.js';
import { firstLoadPreloads } from '../remotes/first-load-preloads.js';
import { MANIFEST_FILE, firstLoadFiles, manifestCache, manifestUrlBeside } from '../remotes/first-load-manifests.js';
import { PageAnswers, pageBody, type PageBody, type PageReply } from '../render/page-answers.js';
import { pageMember, type PageMember } from '../render/page-member.js';
import { pageReads } from '../render/page-reads.js';
import { renderUrl } from '../render/render-url.js';
import { readShellDocument, SHELL_DOCUMENT_FILE } from '../render/shell-document.js';
import type { PageScripts } from '../render/page-scripts.js';
import { addVary } from '../cache/vary.js';
import { previewLanding, visitorOf } from '../remotes/visitor-cookies.js';
import type { Visitor } from '../remotes/visitor-versions.js';
import type { RouteTable } from '../remotes/route-table-source.js';
import { previewBar } from '../views/preview-bar.js';
import { preferredCoding, type Coding } from '../cache/accept-encoding.js';
import { ReadTags } from '../cache/read-tags.js';
import { SESSION_COOKIE } from './session.js';

export interface WebOptions {
  webRoot: string;
  /** The map's tile URL template, for the Affiliations page. */
  tileUrl: string;
  /** The scripts a drawn page holds, which start its scripts; without them (the shell not built), no page is drawn. */
  pageScripts: PageScripts | undefined;
}

/** The route of the shell's static files: every path no other route takes. */
const SHELL_FILES = '/*';

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
 * The site itself: the shell at `/` (a page written from its document.json for every page path,
 * so the browser's router takes over), each built remote at `/remotes/<name>/`, and `/remotes.json`, which tells the shell
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
    /** An API record's data, as a visitor reads it, for the head of its page (a highlight's); `read` notes what it came from. */
    const readRecord = async (apiPath: string, read: ReadTags) => {
      const response = await app.inject({ method: 'GET', url: apiPath });
      read.add(response);
      if (response.statusCode !== 200) return undefined;
      const data = (response.json() as { data?: unknown }).data;
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
    };

    const shellDir = path.join(options.webRoot, 'shell', 'dist');
    const built = fs.existsSync(path.join(shellDir, SHELL_DOCUMENT_FILE));
    const manifests = manifestCache(app.remoteManifests.firstLoad);
    const shellManifest = `/${MANIFEST_FILE}`;
    const firstLoadUrls = () => app.remoteDirectory.liveUrls().map(manifestUrlBeside);
    /** Visitors' pages as answered, until the data they read is written (response cache's tags) or the versions change. */
    const pages = new PageAnswers(app.responseCache);
    if (built) {
      await manifests.load([shellManifest, ...firstLoadUrls()]);
      // A newly active version's files are preloaded from the first page that needs them; pages
      // kept meanwhile go, as the new version's files are now known.
      app.remoteDirectory.onChange(async () => {
        await manifests.load(firstLoadUrls());
        pages.clear();
      });
    }
    const remoteFiles = (entryUrl: string, pageChunks?: readonly string[]) => {
      const remote = manifests.get(manifestUrlBeside(entryUrl));
      return remote ? firstLoadFiles(manifests.get(shellManifest), remote, entryUrl, pageChunks) : [];
    };
    /**
     * A page (or the 404 page) drawn by the render process, for a visitor or for `member` with
     * their own reads and session, with what it was drawn with; undefined when the browser is to
     * draw it (logged, and kept for the version's team, with the reason).
     */
    async function drawOnServer(
      request: FastifyRequest,
      page: PageAnswer,
      { config, read, member, shell, parts, scripts }: { config: RuntimeConfig; read: ReadTags; member: PageMember | undefined; shell: ShellDocument; parts: PageParts; scripts: PageScripts },
    ) {
      const paths = page.reads.filter((path) => path !== SESSION_CHECK);
      const reads = await pageReads(app, paths, { cookie: member?.cookie, onAnswer: (response) => read.add(response) });
      if (member) reads[SESSION_CHECK] = member.session;
      const entryUrl = page.remote ? config.remotes[page.remote] : undefined;
      const files = entryUrl ? (manifests.get(manifestUrlBeside(entryUrl))?.styles ?? []) : [];
      const styles = entryUrl ? await app.serverRender!.styles(entryUrl, files) : '';
      const document = { shell, page: parts, styles, startScript: scripts.start.text, entryScript: scripts.entry.text };
      const outcome = await app.serverRender!.page({ url: renderUrl(request.url, page.query), config, reads, document }, page.remote, member ? 'members' : 'visitors');
      // Why the browser draws it is the version's team's to see; only the version's own failure
      // counts against its health (and may roll it back), not the budget or a missing server build.
      const version = page.remote ? config.versions[page.remote] : undefined;
      if ('fallback' in outcome && page.remote && version !== undefined) {
        app.remoteHealth.serverFallback({ remote: page.remote, version, reason: outcome.fallback, failed: outcome.failed === true });
      }
      try {
        if ('fallback' in outcome) throw new Error(outcome.fallback);
        return outcome.html;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        request.log.warn({ page: request.url.split('?')[0], reason }, 'page drawn in the browser: the server could not draw it');
        return undefined;
      }
    }
    if (built) {
      await app.register(fastifyStatic, { root: shellDir, prefix: '/', preCompressed: true, setHeaders: builtFileHeaders });
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
        setHeaders: builtFileHeaders,
      });
    }

    /** A page's answer, in the coding the request accepts best among those `body` can give. */
    function sendHtml(request: FastifyRequest, reply: FastifyReply, answer: PageReply, body: (coding: Coding | undefined) => PageBody) {
      reply.code(answer.status).header('Cache-Control', answer.private ? 'private, no-cache' : 'no-cache');
      // What the page preloads, and its noindex, depend on whether a session cookie came.
      addVary(reply, 'cookie');
      // Crawlers never hold a session: a member's own view of a page is nothing a crawler sees.
      if (answer.noindex) reply.header('X-Robots-Tag', 'noindex');
      reply.type('text/html; charset=utf-8');
      // A drawn page is tens of kilobytes: compressed, as the site's static files are.
      addVary(reply, 'accept-encoding');
      const sent = body(preferredCoding(request.headers['accept-encoding']));
      return sent.coding ? reply.header('Content-Encoding', sent.coding).send(sent.body) : reply.send(sent.body);
    }

    /**
     * The page for a path, as the remotes' route manifests describe it: its status
     * (404 for a page that does not exist), its head, the runtime config, and preloads of the entry
     * of the remote that draws it, of its routes' files and of the API reads it starts with. A
     * visitor's answer is kept for the next one (render/page-answers.ts).
     */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      if (previewLanding(request, reply, app.remoteDirectory)) return reply;
      const visitor = visitorOf(request, reply, app.remoteDirectory);
      const loggedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
      const { config, table } = runtimeConfig(visitor);
      // A member's page is the member's; a preview's (its bar, its versions) its viewer's.
      const key = loggedIn || visitor.previewHash ? undefined : PageAnswers.key(renderUrl(request.url, findPage(table.manifests, pathname)?.route.query), config);
      if (key === undefined) return answerAnew(request, reply, pathname, { visitor, loggedIn, config, table });
      let kept = pages.get(key);
      const underWay = kept ? undefined : pages.underWay(key);
      if (underWay) {
        // Once only: if that answer was not kept (a write came meanwhile, it missed the budget), answer here.
        await underWay;
        kept = pages.get(key);
      }
      if (kept) {
        const answer = kept;
        // Counted for the version this visitor gets (a rollout's): the health an automatic rollback reads.
        if (answer.served) app.remoteHealth.pageServed(answer.served);
        return sendHtml(request, reply, answer, (coding) => pages.body(key, coding) ?? pageBody(answer.body, coding));
      }
      const settle = underWay ? undefined : pages.lead(key);
      try {
        return await answerAnew(request, reply, pathname, { visitor, loggedIn, config, table }, key);
      } finally {
        settle?.();
      }
    }

    /** A page answered from its reads and drawn, and kept under `key` when one is given and it may be. */
    async function answerAnew(
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
      { visitor, loggedIn, config, table }: { visitor: Visitor; loggedIn: boolean; config: RuntimeConfig; table: RouteTable },
      key?: string,
    ) {
      const stamp = pages.begin();
      const read = new ReadTags();
      const shell = await readShellDocument(shellDir);
      const banner = previewBar(app.remoteDirectory.preview(visitor), pathname);
      // A member's page is drawn for them; a cookie whose session has ended gets a visitor's
      // (its session check finds no one); one whose check failed, nothing drawn.
      const member = loggedIn ? await pageMember(app, request) : null;
      const page = await answerPage(table, pathname, { loggedIn: member !== null, member: member?.username, origin: app.siteUrl, readRecord: (apiPath) => readRecord(apiPath, read) });
      // Sent on before any script runs, as the page's remote would send it once it had.
      if ('redirect' in page) {
        // A members' page sends a visitor on, not its member.
        addVary(reply, 'cookie');
        return reply.header('Cache-Control', 'no-cache').redirect(page.redirect, 302);
      }
      const servedVersion = page.remote ? config.versions[page.remote] : undefined;
      // Counted for the version this visitor gets (a rollout's, a preview's): the health an automatic rollback reads.
      const served = page.remote && servedVersion !== undefined ? { remote: page.remote, version: servedVersion } : undefined;
      if (served) app.remoteHealth.pageServed(served);
      // Every page the reader may see, and the 404 page, for a visitor or for a member.
      const scripts = options.pageScripts;
      const drawable = app.serverRender && scripts && member !== undefined && (page.remote !== undefined || page.status === 404);
      const parts = (drawn: boolean): PageParts => ({
        ...(page.meta ? { head: pageHeadTags(page.meta) } : {}),
        config,
        ...firstLoadPreloads(config, page, remoteFiles, { drawn }),
        ...(banner ? { banner } : {}),
      });
      // A drawn page carries its reads (a member's, their session's answer) and its remote's
      // stylesheets: the shell's session check follows its scripts.
      const drawn = drawable ? await drawOnServer(request, page, { config, read, member: member ?? undefined, shell, parts: parts(true), scripts }) : undefined;
      const body = Buffer.from(drawn ?? writeDocument(shell, parts(false)));
      const answer: PageReply = {
        status: page.status,
        noindex: page.noindex,
        ...(loggedIn ? { private: true } : {}),
        ...(served ? { served } : {}),
        body,
      };
      // One the server could draw but the browser is to (over the budget, say) is not kept: the next visitor gets it drawn.
      const dataTags = read.tags;
      const kept = key !== undefined && dataTags !== undefined && (drawn !== undefined || !drawable) && pages.store(key, stamp, dataTags, answer);
      return sendHtml(request, reply, answer, (coding) => (kept && pages.body(key, coding)) || pageBody(body, coding));
    }

    // The home page too: the static files would answer / with index.html as it is.
    if (built) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));

    /**
     * The page a request asks for: a GET of a path outside the API and the remotes' files, naming
     * no file, from a browser or a crawler; undefined for anything else.
     */
    function pageOf(request: FastifyRequest): string | undefined {
      const [pathname] = request.url.split('?') as [string];
      const page = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes)\//.test(pathname);
      // Browsers ask for text/html; crawlers and link previews often send */* or nothing.
      const accept = request.headers.accept ?? '*/*';
      const wantsHtml = accept.includes('text/html') || accept.includes('*/*');
      return built && page && wantsHtml && !path.extname(pathname) ? pathname : undefined;
    }

    app.addHook('onRequest', async (request, reply) => {
      // A write to a path nothing serves is a 404 before its body is read: never a 400, 413 or 415 for a body no route takes.
      if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') return notFound(request, reply);
      // A page is no file: the shell's static files would look for it on disk (and for its .br and
      // .gz twins) before handing it to the not-found handler, about 40 % of a kept page's time.
      const pathname = request.routeOptions.url === SHELL_FILES ? pageOf(request) : undefined;
      if (pathname !== undefined) return sendPage(request, reply, pathname);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = pageOf(request);
      return pathname === undefined ? notFound(request, reply) : sendPage(request, reply, pathname);
    });
  },
  { name: 'web', dependencies: ['response-cache', 'route-table', 'remote-registry', 'server-render', 'remote-health'] },
);
