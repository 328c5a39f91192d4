import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** CSP sources (hashes) of the inline scripts the pages hold: the start of a drawn page. */
  inlineScripts: string[];
  allowedOrigins: string[];
  tileUrl: string;
  /** Where remotes are loaded from now (a version activated meanwhile counts); those on other origins may serve scripts. */
  remoteUrls: () => string[];
  /** SITE_URL: the site's own origin, whatever the request's Host and scheme (behind a proxy that terminates https). */
  siteUrl: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Helmet's settings for the API's answers (JSON, images, files), over the pages' ones. Most of
 * helmet's headers concern an HTML document (its scripts, popups, DNS prefetching, old IE and
 * Flash) and mean nothing on JSON; OWASP's REST Security Cheat Sheet keeps, for every API answer,
 * a CSP that forbids framing, HSTS, nosniff and X-Frame-Options. The CSP here also forbids any
 * load at all, should an answer ever be opened as a document. Besides, every header costs each
 * answer its validation on the way out: a cached read's 21 headers, helmet's twelve the most of
 * them, were a tenth of its time.
 */
const API_HELMET = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/** The API's routes, but for its documentation, which is a page of its own (with its own CSP). */
function isApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`. */
export function tileSource(tileUrl: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(tileUrl);
  return match ? `${match[1]}${match[2]!.replace(/\{[a-z]\}/g, '*')}` : "'self'";
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers (with a CSP the portal works under), CORS for configured origins only, and a
 * refusal of state-changing requests that a browser sends from any other site: with the
 * SameSite=Lax cookie, that shuts the door on cross-site request forgery.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
    const allowed = new Set(options.allowedOrigins);
    // Read for each page: a remote hosted elsewhere may be activated while the server runs.
    const remoteOrigins = () => [...new Set(options.remoteUrls().filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))];
    const withRemotes = (...sources: string[]) => () => [...new Set([...sources, ...remoteOrigins()])].join(' ');
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [withRemotes("'self'", ...options.inlineScripts, ...allowed)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', tileSource(options.tileUrl)],
          connectSrc: [withRemotes("'self'", ...allowed)],
          fontSrc: ["'self'", 'data:'],
          styleSrcElem: [withRemotes("'self'", "'unsafe-inline'")],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // The site may be served over plain http (npm start on localhost); https is the proxy's job.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      const own = (route.config as { helmet?: object } | undefined)?.helmet;
      route.config = { ...route.config, helmet: { ...API_HELMET, ...own } } as typeof route.config;
    });
    if (allowed.size > 0) {
      await app.register(cors, { origin: [...allowed], credentials: true });
    }

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      const foreign = origin
        ? origin !== ownOrigin(request) && origin !== options.siteUrl && !allowed.has(origin)
        : site === 'cross-site' || site === 'same-site';
      if (foreign) {
        return reply.code(403).send({
          statusCode: 403,
          error: 'Forbidden',
          message: 'Requests from other websites are not allowed.',
        });
      }
    });
  },
  { name: 'security' },
);
