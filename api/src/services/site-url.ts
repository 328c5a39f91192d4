import type { FastifyRequest } from 'fastify';

// A host name or address with an optional port; anything else in a Host header is not trusted into links.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as the client reached it (`https://lab.example.edu`): behind a proxy with
 * TRUST_PROXY on, Fastify reads X-Forwarded-Proto and X-Forwarded-Host.
 */
export function siteOrigin(request: FastifyRequest): string {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

/** The host name alone (no port), e.g. for calendar UIDs. */
export function siteHostname(request: FastifyRequest): string {
  return new URL(siteOrigin(request)).hostname;
}
