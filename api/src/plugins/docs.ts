import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { formMedia } from '../openapi/form-bodies.js';
import { operationIdOf } from '../openapi/operation-ids.js';
import { withDefaultsOptional } from '../openapi/optional-defaults.js';
import { errors } from '../schemas/common.js';
import type { FormShape } from '../validation/multipart-form.js';
import { noBodyAsEmpty } from '../validation/optional-body.js';
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

/**
 * What a client sends, as the document says it: every operation named (operationId), a route that
 * declares no security open to anyone (a guarded one's follows from its access, plugins/access.ts,
 * which authorization-document.test.ts holds to who is refused), and a property with a default not
 * required (the validator fills it in).
 */
function asDocumented(schema: FastifySchema & { security?: unknown; operationId?: string }, url: string, methods: string[]) {
  return {
    ...withAppErrors(schema, url, methods),
    operationId: schema.operationId ?? operationIdOf(methods[0]!, url),
    security: schema.security ?? [],
    ...(schema.querystring ? { querystring: withDefaultsOptional(schema.querystring) } : {}),
    ...(schema.body ? { body: withDefaultsOptional(schema.body) } : {}),
  };
}

interface OperationObject {
  operationId?: string;
  requestBody?: { required?: boolean; content: Record<string, { schema?: Record<string, unknown> }> };
}

/** What the document says of a route's body beyond its schema, by operationId. */
interface BodyFacts {
  form?: FormShape;
  /** No body at all will do (noBodyAsEmpty). */
  optional: boolean;
}

/**
 * A route's multipart form (its `config.form`), in place of the JSON body schema that
 * @fastify/swagger gives every media type the route consumes: its files and JSON-text fields, and
 * a request body for a form of files only, which has no body schema. And a body no request needs
 * (@fastify/swagger marks every body required).
 */
function withBodyFacts<T extends object>(document: T, facts: Map<string, BodyFacts>): T {
  const { paths } = document as { paths?: Record<string, Record<string, OperationObject>> };
  for (const operations of Object.values(paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const fact = operation.operationId ? facts.get(operation.operationId) : undefined;
      if (fact?.form) {
        operation.requestBody ??= { required: true, content: {} };
        const content = operation.requestBody.content;
        content['multipart/form-data'] = formMedia(content['multipart/form-data']?.schema ?? content['application/json']?.schema, fact.form);
      }
      if (fact?.optional && operation.requestBody) operation.requestBody.required = false;
    }
  }
  return document;
}

/** The OpenAPI document, built from the routes' own schemas, and a UI for it at /api/docs. */
export default fp(
  async function docsPlugin(app: FastifyInstance) {
    // Filled as the document is built, route by route, and read once it is whole.
    const bodies = new Map<string, BodyFacts>();
    await app.register(swagger, {
      openapi: {
        servers: [{ url: app.siteUrl, description: 'This portal (SITE_URL)' }],
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
      transform: ({ schema, url, route }) => {
        const methods = ([] as string[]).concat(route.method);
        const path = withoutTrailingSlash(url);
        if (!schema) return { schema, url: path };
        const documented = asDocumented(schema, path, methods);
        bodies.set(documented.operationId, { form: route.config?.form, optional: [route.preValidation].flat().includes(noBodyAsEmpty) });
        return { schema: documented, url: path };
      },
      transformObject: (built) => ('openapiObject' in built ? withBodyFacts(built.openapiObject, bodies) : built.swaggerObject),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
