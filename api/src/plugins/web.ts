import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../config.js';
import type { Db } from '../db/database.js';
import { PUBLIC_PAGES, isMemberPage, projectPageHead } from '../domain/public-pages.js';
import { findHighlight } from '../repositories/highlights.js';
import { withPageHead, type PageMeta } from '../views/page-head.js';
import { toHighlight } from '../views/content.js';
import { firstLoadTags, withFirstLoadTags, type RuntimeConfig } from './first-load.js';
import { MANIFEST_FILE, firstLoadFiles, manifestCache, manifestReader, manifestUrlBeside } from './remote-manifests.js';
import { addVary } from './cache-control.js';
import { SESSION_COOKIE } from './session.js';

export interface WebOptions {
  webRoot: string;
  remotes: Record<string, string>;
  /** The map's tile URL template, for the Affiliations page. */
  tileUrl: string;
}

// Built file names carry a 10-hex-digit content hash: such a file never changes. Its brotli and
// gzip twins, written beside it by the build, are the same file.
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|gif|svg|webp|woff2?)(\.br|\.gz)?$/;

function cacheHeaders(reply: FastifyReply, file: string) {
  reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `Nothing here: ${request.method} ${request.url.split('?')[0]}`,
  });
}

/** The head a public page gets in its first HTML; undefined for other paths (they keep the shell's). */
async function pageMeta(db: Db, pathname: string, origin: string): Promise<PageMeta | undefined> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PUBLIC_PAGES[path];
  if (page) return { ...page, url: `${origin}${path}`, type: 'website' };
  const project = /^\/projects\/([^/]+)$/.exec(path);
  const known = project ? projectPageHead(project[1]!) : undefined;
  if (known) return { ...known.head, url: `${origin}${known.path}`, type: 'website' };
  const highlightId = /^\/lab_highlights\/([^/]+)$/.exec(path)?.[1];
  const row = highlightId ? await findHighlight(db, highlightId) : undefined;
  if (!row) return undefined;
  const highlight = toHighlight(row);
  return {
    title: highlight.title,
    description: highlight.description,
    url: `${origin}/lab_highlights/${highlight._id}`,
    type: 'article',
    ...(highlight.image ? { image: `${origin}${highlight.image}` } : {}),
  };
}

/**
 * The site itself: the shell at `/` (its index.html for every page path, so the browser's router
 * takes over), each built remote at `/remotes/<name>/`, and `/remotes.json`, which tells the shell
 * where the remotes are. API paths and missing files answer a JSON 404.
 */
export default fp(async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const runtimeConfig: RuntimeConfig = { apiBaseUrl: '', tileUrl: options.tileUrl, remotes: options.remotes };
  // Pages carry this inline; the file stays for the development server, whose page does not.
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig;
  });

  const shellDir = path.join(options.webRoot, 'shell', 'dist');
  const built = fs.existsSync(path.join(shellDir, 'index.html'));
  const manifests = manifestCache(manifestReader(options.webRoot, REMOTE_PACKAGES));
  const shellManifest = `/${MANIFEST_FILE}`;
  if (built) await manifests.load([shellManifest, ...Object.values(options.remotes).map(manifestUrlBeside)]);
  const remoteFiles = (entryUrl: string) => {
    const remote = manifests.get(manifestUrlBeside(entryUrl));
    return remote ? firstLoadFiles(manifests.get(shellManifest), remote, entryUrl) : [];
  };
  if (built) {
    await app.register(fastifyStatic, { root: shellDir, prefix: '/', preCompressed: true, setHeaders: cacheHeaders });
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
      setHeaders: cacheHeaders,
    });
  }

  /**
   * The shell's index.html, with the head of the page asked for (if it is a public one), the
   * runtime config and preloads of the entry of the remote that draws it and of its routes' files.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const shell = await fs.promises.readFile(path.join(shellDir, 'index.html'), 'utf8');
    const meta = await pageMeta(app.db, pathname, app.siteUrl);
    const loggedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
    const tags = firstLoadTags(runtimeConfig, pathname, loggedIn, remoteFiles);
    reply.header('Cache-Control', 'no-cache');
    // What the page preloads, and its noindex, depend on whether a session cookie came.
    addVary(reply, 'cookie');
    // Crawlers never hold a session; a member's own view of the page is nothing a crawler sees.
    if (!loggedIn && isMemberPage(pathname)) reply.header('X-Robots-Tag', 'noindex');
    return reply.type('text/html; charset=utf-8').send(withFirstLoadTags(meta ? withPageHead(shell, meta) : shell, tags));
  }

  // The home page too: the static files would answer / with index.html as it is.
  if (built) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname] = request.url.split('?') as [string];
    const page = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes)\//.test(pathname);
    // Browsers ask for text/html; crawlers and link previews often send */* or nothing.
    const accept = request.headers.accept ?? '*/*';
    const wantsHtml = accept.includes('text/html') || accept.includes('*/*');
    if (!built || !page || !wantsHtml || path.extname(pathname)) return notFound(request, reply);
    return sendPage(request, reply, pathname);
  });
});
