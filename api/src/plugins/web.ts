import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../config.js';

export interface WebOptions {
  webRoot: string;
  remotes: Record<string, string>;
  /** The map's tile URL template, for the Affiliations page. */
  tileUrl: string;
}

// Built file names carry a 10-hex-digit content hash: such a file never changes.
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|gif|svg|webp|woff2?)$/;

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

/**
 * The site itself: the shell at `/` (its index.html for every page path, so the browser's router
 * takes over), each built remote at `/remotes/<name>/`, and `/remotes.json`, which tells the shell
 * where the remotes are. API paths and missing files answer a JSON 404.
 */
export default fp(async function webPlugin(app: FastifyInstance, options: WebOptions) {
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { apiBaseUrl: '', tileUrl: options.tileUrl, remotes: options.remotes };
  });

  const shellDir = path.join(options.webRoot, 'shell', 'dist');
  const built = fs.existsSync(path.join(shellDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: shellDir, prefix: '/', setHeaders: cacheHeaders });
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
    await app.register(fastifyStatic, { root, prefix: `/remotes/${name}/`, decorateReply: false, setHeaders: cacheHeaders });
  }

  app.setNotFoundHandler((request, reply) => {
    const page = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes)\//.test(request.url);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!built || !page || !wantsHtml || path.extname(request.url.split('?')[0]!)) return notFound(request, reply);
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', shellDir);
  });
});
