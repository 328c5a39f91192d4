import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Shorthand for `database.db`, what repositories take. */
    db: Db;
  }
}

/** Hands the opened database to every route. Whoever opened it closes it. */
export default fp(
  async function databasePlugin(app: FastifyInstance, options: { database: Database }) {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'database' },
);
