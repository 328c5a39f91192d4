import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count goes over as a function of the hop, since
 * Fastify 5 trusts no hop at all for a bare number. Trusting the first `hops` hops from the API
 * makes a request's address the one the outermost proxy saw, whatever a client wrote before it in
 * X-Forwarded-For; so the API must be reachable only through its proxies.
 */
export function trustedProxies(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (Array.isArray(trust)) return trust;
  return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
}
