import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectInstances, type InstanceChannel } from '../instances/channel.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How this API instance tells the others of a change, and hears theirs (instances/channel.ts). */
    instances: InstanceChannel;
  }
}

/** The channel the API instances of one database share: each kind of change is an event of its own on it. */
export default fp(
  async function instancesPlugin(app: FastifyInstance) {
    app.decorate('instances', await connectInstances(app));
  },
  { name: 'instances', dependencies: ['database'] },
);
