import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, it } from 'node:test';
import { gracefulShutdown } from './shutdown.js';

/** A server with a route that answers after `ms`, and its shutdown. */
async function slowServer(graceMs: number, ms: number, { closeMs, databaseHangs = false }: { closeMs?: number; databaseHangs?: boolean } = {}) {
  const app = Fastify();
  const said: string[] = [];
  let databaseClosed = false;
  const after = databaseHangs ? () => new Promise<void>(() => undefined) : async () => void (databaseClosed = true);
  const shutdown = gracefulShutdown(app, { graceMs, say: (line) => said.push(line), after, ...(closeMs === undefined ? {} : { closeMs }) });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, ms).unref());
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const ask = () =>
    new Promise<string>((resolve) => {
      const request = http.get({ port, host: '127.0.0.1', path: '/slow', agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(`${response.statusCode} ${body}`));
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
  /** Resolves once the server has received a request. */
  const received = () => new Promise<void>((resolve) => app.server.once('request', () => setImmediate(resolve)));
  return { shutdown, said, ask, received, closed: () => databaseClosed };
}

describe('a shutdown', () => {
  it('lets a request in flight finish within the grace, then closes the database', async () => {
    const server = await slowServer(5_000, 100);
    const arrived = server.received();
    const answer = server.ask();
    await arrived;
    assert.equal(await server.shutdown('SIGTERM'), true);
    assert.equal(await answer, '200 {"done":true}');
    assert.ok(server.closed());
    assert.match(server.said[0] ?? '', /^SIGTERM: stopping; 1 request in flight get at most 5 s to finish$/);
    assert.match(server.said[1] ?? '', /^Stopped after \d+\.\d s$/);
  });

  it('cuts off a request still running when the grace is over, and says so', async () => {
    const server = await slowServer(200, 60_000);
    const arrived = server.received();
    const answer = server.ask();
    await arrived;
    await server.shutdown('SIGTERM');
    assert.equal(await answer, 'ECONNRESET');
    assert.ok(server.closed());
    assert.match(server.said[1] ?? '', /: 1 request was cut off$/);
  });

  it('gives up on a closing step that hangs once the grace and the closing time are over, and says which', async () => {
    const server = await slowServer(100, 0, { closeMs: 200, databaseHangs: true });
    const started = Date.now();
    assert.equal(await server.shutdown('SIGTERM'), false);
    assert.ok(Date.now() - started < 5_000, 'within the grace and the closing time, not never');
    assert.match(server.said[1] ?? '', /^Not stopped after \d+\.\d s: the storage did not finish closing; stopping anyway$/);
  });
});
