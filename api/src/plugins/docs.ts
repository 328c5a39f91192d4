import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../schemas/common.js';
import { SESSION_COOKIE } from './session.js';

/**
 * A collection registered as `/` under its prefix answers both `/api/members` and `/api/members/`;
 * the document names the first, the path the clients call.
 */
const withoutTrailingSlash = (url: string) => (url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the app answers on a route before or around the route's own code, so any route of its kind
 * may answer it: 500 when the server fails, and 503 when the database cannot be reached (errors.ts;
 * only requests under /api reach the database); 414 for a path parameter over the router's length;
 * and, to a write, 400 for a body that cannot be read, 403 from another site (security.ts), 413 over
 * the body limit, 415 for a body of a type the server does not read.
 */
function withAppErrors(schema: FastifySchema, url: string, methods: string[]): FastifySchema {
  if (!schema?.response) return schema;
  const codes = [500];
  if (url.startsWith('/api/')) codes.push(503);
  if (url.includes('/:')) codes.push(414);
  if (methods.some((method) => WRITES.has(method))) codes.push(400, 403, 413, 415);
  return { ...schema, response: { ...errors(...codes), ...(schema.response as object) } };
}

/** The OpenAPI document, built from the routes' own schemas, and a UI for it at /api/docs. */
export default fp(
  async function docsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Lab portal API',
          description: 'Public pages, members area and admin tools of the lab portal.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
            // A remote's deploy token, for the routes a team's deploy command calls.
            deployToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: ({ schema, url, route }) => ({
        schema: withAppErrors(schema, url, ([] as string[]).concat(route.method)),
        url: withoutTrailingSlash(url),
      }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
