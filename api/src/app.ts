import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import accessPlugin from './plugins/access.js';
import cachePlugin from './cache/plugin.js';
import auditRetentionPlugin from './plugins/audit-retention.js';
import cacheControlPlugin from './plugins/cache-control.js';
import type { Database } from './db/database.js';
import databasePlugin from './plugins/database.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin from './plugins/errors.js';
import instancesPlugin from './plugins/instances.js';
import multipartPlugin from './plugins/multipart.js';
import remoteHealthPlugin from './registry/health-plugin.js';
import remoteRegistryPlugin from './registry/plugin.js';
import routeTablePlugin from './plugins/route-table.js';
import securityPlugin from './plugins/security.js';
import sessionPlugin from './plugins/session.js';
import serverRenderPlugin, { type RenderMode } from './plugins/server-render.js';
import webPlugin from './plugins/web.js';
import { readPageScripts } from './render/page-scripts.js';
import { describeValidation } from './validation/validation-messages.js';
import { AJV_OPTIONS, buildValidator } from './validation/validators.js';
import api from './routes/index.js';
import seo from './routes/seo.js';
import { requestLogFields } from './services/log-redaction.js';
import { trustedProxies } from './services/trusted-proxies.js';
import { DEFAULT_LIMITS, sleep, type Limits, type Pause } from './services/throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
    /** How a slowed login waits (tests record instead of sleeping). */
    pause: Pause;
    /** ADMIN_USERNAME: a name only the bootstrap admin may take (null when none is configured). */
    adminUsername: string | null;
    /** SITE_URL, the origin every absolute link names. */
    siteUrl: string;
  }
}

export interface AppOptions {
  config: Pick<Config, 'allowedOrigins' | 'trustProxy' | 'tileUrl' | 'webRoot' | 'remotes' | 'remoteOverrides' | 'siteUrl' | 'auditRetentionDays'> & {
    /** REMOTE_HOSTS; none when absent. */
    remoteHosts?: Config['remoteHosts'];
    /** REMOTE_ROLLBACK_RATE and REMOTE_ROLLBACK_MIN_LOADS; their defaults when absent. */
    remoteRollback?: Config['remoteRollback'];
    admin?: Pick<NonNullable<Config['admin']>, 'username'>;
  };
  database: Database;
  logger?: Exclude<FastifyServerOptions['logger'], boolean>;
  limits?: Limits;
  pause?: Pause;
  /** Where deployed bundles are unpacked (a temporary folder by default). */
  bundleRoot?: string;
  /** Public pages drawn on the server (the server passes SERVER_RENDER's); absent: drawn in the browser. */
  serverRender?: { budgetMs?: number; mode?: RenderMode; idleMs?: number };
}

const BODY_LIMIT = 256 * 1024;

/** The whole API as one Fastify instance; the caller opens the database and listens. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    // Every record about a request names its path only, whoever builds the app.
    logger: options.logger ? { ...options.logger, serializers: { req: requestLogFields } } : false,
    trustProxy: trustedProxies(options.config.trustProxy),
    bodyLimit: BODY_LIMIT,
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: { buildValidator } },
    schemaErrorFormatter: (errors, dataVar) => new Error(describeValidation(errors, dataVar)),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('limits', options.limits ?? DEFAULT_LIMITS);
  app.decorate('pause', options.pause ?? sleep);
  app.decorate('adminUsername', options.config.admin?.username ?? null);
  app.decorate('siteUrl', options.config.siteUrl);
  await app.register(databasePlugin, { database: options.database });
  await app.register(auditRetentionPlugin, { days: options.config.auditRetentionDays });
  await app.register(errorsPlugin);
  // Read once: the shell is not redeployed while the server runs, unlike the remotes.
  const pageScripts = readPageScripts(path.join(options.config.webRoot, 'shell', 'dist'));
  await app.register(securityPlugin, {
    inlineScripts: pageScripts ? [pageScripts.start.source, pageScripts.entry.source] : [],
    allowedOrigins: options.config.allowedOrigins,
    tileUrl: options.config.tileUrl,
    remoteUrls: () => Object.values(app.remoteDirectory.urls()),
    siteUrl: options.config.siteUrl,
  });
  await app.register(sessionPlugin);
  await app.register(instancesPlugin);
  await app.register(cachePlugin);
  await app.register(cacheControlPlugin);
  await app.register(multipartPlugin);
  await app.register(docsPlugin);
  await app.register(remoteRegistryPlugin, {
    webRoot: options.config.webRoot,
    remotes: options.config.remotes,
    remoteOverrides: options.config.remoteOverrides,
    ...(options.bundleRoot ? { bundleRoot: options.bundleRoot } : {}),
  });
  await app.register(remoteHealthPlugin, { rollback: options.config.remoteRollback });
  // After the docs and the registry's files, which are no API routes; before every route that is.
  await app.register(accessPlugin);
  await app.register(api, { prefix: '/api', webRoot: options.config.webRoot, remoteHosts: options.config.remoteHosts ?? [] });
  await app.register(routeTablePlugin);
  await app.register(seo);
  await app.register(serverRenderPlugin, { webRoot: options.config.webRoot, enabled: options.serverRender !== undefined, ...options.serverRender });
  await app.register(webPlugin, { webRoot: options.config.webRoot, tileUrl: options.config.tileUrl, pageScripts });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
