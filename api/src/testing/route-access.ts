import type { App } from '../app.js';
import type { Access } from '../plugins/access.js';

/** Each route the app registered with its access (plugins/access.ts), named as the OpenAPI document names it: `GET /api/snapshots/{id}`. */
export function accessByRoute(app: App): Map<string, Access> {
  return new Map(app.routeAccess.map(({ method, url, access }) => [`${method} ${url.replace(/:(\w+)/g, '{$1}')}`, access]));
}
