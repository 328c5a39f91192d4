import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { DocumentDeparture, documentedFetch } from './documented-fetch.js';
import { injectedAnswer } from './openapi-answers.js';
import { conformanceChecker, fetchDepartures, type OpenApiDocument } from './openapi-conformance.js';

const json = (schema: Record<string, unknown>) => ({ description: '', content: { 'application/json': { schema } } });
const ErrorRef = { $ref: '#/components/schemas/def-0' };

/** A document of a few operations, and a server that answers them rightly and wrongly on demand. */
const document: OpenApiDocument = {
  paths: {
    '/api/items': { get: { responses: { 200: json({ type: 'array', items: { $ref: '#/components/schemas/def-1' } }), 304: { description: '' } } } },
    '/api/items/{id}': { get: { responses: { 200: json({ $ref: '#/components/schemas/def-1' }), 404: json(ErrorRef) } }, delete: { responses: { 204: { description: '' } } } },
    '/api/items/feed': { get: { responses: { 200: { description: '', content: { 'text/calendar': { schema: { type: 'string' } } } }, 401: json(ErrorRef) } } },
    '/api/items/{id}/image': { get: { responses: { 200: { description: '', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } } } } },
  },
  components: {
    schemas: {
      'def-0': { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
      'def-1': { type: 'object', required: ['id', 'note'], properties: { id: { type: 'string' }, note: { type: 'string', nullable: true } } },
    },
  },
};

let app: FastifyInstance;
let origin: string;
const check = conformanceChecker(document);
async function departures(method: 'GET' | 'DELETE', url: string) {
  const response = await app.inject({ method, url });
  return check.check(method, url, injectedAnswer(response));
}

before(async () => {
  app = Fastify();
  app.get('/api/items', async (request, reply) => (request.headers['if-none-match'] ? reply.code(304).send() : [{ id: 'a', note: null }]));
  app.get('/api/items/', async () => [{ id: 'a', note: 'x' }]);
  app.get('/api/items/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === 'missing') return reply.code(404).send({ message: 'Not found' });
    if (id === 'teapot') return reply.code(418).send({ message: 'I am a teapot' });
    if (id === 'wrong') return { id: 7 };
    if (id === 'zipped') return reply.header('content-encoding', 'gzip').type('application/json').send(gzipSync(JSON.stringify({ id, note: null })));
    return { id, note: null };
  });
  app.delete('/api/items/:id', async (_request, reply) => reply.code(204).send());
  app.get('/api/items/feed', async (request, reply) =>
    request.query && (request.query as { token?: string }).token
      ? reply.type('text/calendar; charset=utf-8').send('BEGIN:VCALENDAR')
      : reply.code(401).type('text/calendar').send('nope'),
  );
  app.get('/api/items/:id/image', async (_request, reply) => reply.type('image/webp').send(Buffer.from('RIFF')));
  app.get('/api/other', async () => ({}));
  app.get('/about', async () => 'a page');
  // Where a server process serves its document, for documentedFetch.
  app.get('/api/docs/json', async () => document);
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

after(() => app.close());

describe('the OpenAPI conformance check', () => {
  it('passes answers the document describes: status, media type and body ($ref and nullable resolved)', async () => {
    assert.deepEqual(await departures('GET', '/api/items'), []);
    assert.deepEqual(await departures('GET', '/api/items/a'), []);
    assert.deepEqual(await departures('GET', '/api/items/missing'), []);
    assert.deepEqual(await departures('GET', '/api/items/feed?token=x'), []);
    assert.deepEqual(await departures('GET', '/api/items/a/image'), [], 'image/* covers image/webp');
    assert.deepEqual(await departures('DELETE', '/api/items/a'), [], 'a 204 has no body');
  });

  it('names an undocumented status, media type or body shape', async () => {
    assert.match((await departures('GET', '/api/items/teapot'))[0] ?? '', /answered 418 .* documents only 200, 404/);
    assert.match((await departures('GET', '/api/items/feed'))[0] ?? '', /answered 401 text\/calendar, but GET \/api\/items\/feed documents 401 as application\/json/);
    assert.match((await departures('GET', '/api/items/wrong'))[0] ?? '', /body departs .*\/id must be string/);
  });

  it('prefers a literal segment to a parameter, and takes a collection with a trailing slash as the collection', async () => {
    assert.deepEqual(await departures('GET', '/api/items/feed?token=x'), [], 'not GET /api/items/{id}');
    assert.deepEqual(await departures('GET', '/api/items/'), []);
  });

  it('leaves pages and unknown paths alone, but not an API path the document lacks', async () => {
    assert.deepEqual(await departures('GET', '/about'), []);
    assert.deepEqual(await departures('GET', '/api/nothing'), []);
    assert.match((await departures('GET', '/api/other'))[0] ?? '', /the document has no operation GET for this path/);
  });

  it('reads no body in a 304', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/items', headers: { 'if-none-match': '"x"' } });
    assert.equal(response.statusCode, 304);
    assert.deepEqual(check.check('GET', '/api/items', injectedAnswer(response)), []);
  });

  it('holds a response fetched over HTTP to the document just as an injected one', async () => {
    const fetched = async (path: string, method = 'GET') => fetchDepartures(document, method, `${origin}${path}`, await fetch(`${origin}${path}`, { method }));
    assert.deepEqual(await fetched('/api/items/a'), []);
    assert.deepEqual(await fetched('/api/items/zipped'), [], 'fetch has already unzipped the body');
    assert.deepEqual(await departures('GET', '/api/items/zipped'), [], 'an injected body is unzipped by the check');
    assert.deepEqual(await fetched('/api/items/a', 'DELETE'), []);
    assert.match((await fetched('/api/items/teapot'))[0] ?? '', /GET \/api\/items\/teapot answered 418 .* documents only 200, 404/);
    assert.match((await fetched('/api/items/wrong'))[0] ?? '', /body departs .*\/id must be string/);
  });

  it('makes documentedFetch throw on a departure, and leave the body of a conforming answer to read', async () => {
    const answer = await documentedFetch(`${origin}/api/items/a`);
    assert.deepEqual(await answer.json(), { id: 'a', note: null });
    await assert.rejects(documentedFetch(`${origin}/api/items/teapot`), (error) => error instanceof DocumentDeparture && /answered 418/.test(error.message));
    await assert.rejects(documentedFetch(`${origin}/api/items/wrong`), DocumentDeparture);
  });
});
