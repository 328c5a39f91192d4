import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { DEPLOYER, requireDeployer } from '../registry/deployer.js';
import { SESSION, type Security } from '../schemas/common.js';

/** Who may call a route: anyone, a logged-in member, an admin, or a deploy token of the remote in its path (or an admin's session). */
export type Access = 'public' | 'member' | 'admin' | 'deploy-token';

/** A route as it declared its access: what the authorization matrix walks. */
export interface AccessEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every API route: the access plugin adds its check and documents its security. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route that declared its access, in the order registered. */
    routeAccess: readonly AccessEntry[];
  }
}

/** What each access adds to a route: the check before anything else of it runs (a 401 before the body is read), and the document's `security`. */
const RULES: Record<Access, { check?: (app: FastifyInstance) => onRequestAsyncHookHandler; security?: Security }> = {
  public: {},
  member: { check: (app) => app.requireMember, security: SESSION },
  admin: { check: (app) => app.requireAdmin, security: SESSION },
  'deploy-token': { check: () => requireDeployer, security: DEPLOYER },
};

const hooks = (existing: unknown): unknown[] => (existing === undefined ? [] : ([] as unknown[]).concat(existing));

/** A route of the API, which must declare its access: under /api/, or in the OpenAPI document (the site's pages and files are neither). */
const isApiRoute = (route: RouteOptions) => route.url.startsWith('/api/') || (route.schema as { hide?: boolean } | undefined)?.hide !== true;

/**
 * Access is declared on each route (`config.access`) and applied here, in one place, to every
 * route registered after this plugin: a route that declares none stops the app at start, so none
 * is open by forgetting. The routes and their access are kept for the authorization matrix.
 */
export default fp(
  async function accessPlugin(app: FastifyInstance) {
    const entries: AccessEntry[] = [];
    app.decorate('routeAccess', entries);
    app.decorateRequest('deployer', null);

    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method);
      const access = route.config?.access;
      if (!access) {
        if (isApiRoute(route)) throw new Error(`${methods.join(',')} ${route.url} must declare config.access (public, member, admin or deploy-token)`);
        return;
      }
      const rule = RULES[access];
      if (!rule) throw new Error(`${methods.join(',')} ${route.url} declares an unknown access "${access}"`);
      const schema = route.schema as { security?: Security } | undefined;
      if (rule.security) {
        if (schema?.security) throw new Error(`${methods.join(',')} ${route.url} declares its security: it follows from config.access`);
        route.schema = { ...route.schema, security: rule.security } as typeof route.schema;
      }
      if (rule.check) route.onRequest = [rule.check(app), ...hooks(route.onRequest)] as typeof route.onRequest;
      // HEAD routes are Fastify's copies of the GETs.
      for (const method of methods) if (method !== 'HEAD') entries.push({ method, url: route.url, access });
    });
  },
  { name: 'access', dependencies: ['session'] },
);
