import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './session.js';

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
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
