import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { DocumentDeparture, documentedFetch } from './documented-fetch.js';
import { injectedAnswer, injectedRequest } from './openapi-answers.js';
import { multipart } from './multipart.js';
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
    '/api/notes': {
      post: {
        security: [{ session: [] }],
        parameters: [{ in: 'query', name: 'limit', required: true, schema: { type: 'integer', maximum: 10 } }],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { type: 'object', required: ['text'], properties: { text: { type: 'string' } }, additionalProperties: false } },
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['text'],
                properties: {
                  text: { type: 'string' },
                  pinned: { type: 'boolean' },
                  tags: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] },
                  picture: { type: 'string', format: 'binary' },
                },
                additionalProperties: false,
              },
              encoding: { tags: { contentType: 'application/json' } },
            },
          },
        },
        responses: { 200: { description: '' }, 400: json(ErrorRef) },
      },
    },
  },
  components: {
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
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
async function requestDepartures(options: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: object | Buffer }) {
  const response = await app.inject(options as InjectOptions);
  return check.checkRequest(options.method, options.url, injectedRequest(response), response.statusCode);
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
  // Takes whatever it is sent, or refuses it all with ?refuse: the check is of the document, not of this route.
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, {}));
  });
  app.post('/api/notes', async (request, reply) => ('refuse' in (request.query as object) ? reply.code(400).send({ message: 'No' }) : reply.code(200).send()));
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

  it('names a 304 that carries the headers of a body it cannot have', async () => {
    const answer = { status: 304, contentType: 'application/json', hasBody: false, bodyHeaders: ['content-type', 'content-length'], text: () => '' };
    assert.match(check.check('GET', '/api/items', answer)[0] ?? '', /answered 304 application\/json with content-type and content-length, which describe a body/);
  });

  it('passes a request the server took as the document describes it: parameters, credentials, a JSON body, a form', async () => {
    const cookie = 'sid=abc';
    const form = await multipart({ text: 'Hi', pinned: 'true', tags: JSON.stringify(['a', 'b']), picture: { file: Buffer.from('PNG'), name: 'p.png' } });
    for (const options of [{ payload: { text: 'Hi' }, headers: {} }, form]) {
      assert.deepEqual(await requestDepartures({ method: 'POST', url: '/api/notes?limit=3', headers: { cookie, ...options.headers }, payload: options.payload }), []);
    }
    assert.deepEqual(await requestDepartures({ method: 'GET', url: '/api/items/a' }), []);
  });

  it('names each way a request the server took departs from the document', async () => {
    const cookie = 'sid=abc';
    const note = async (url: string, payload: object, headers: Record<string, string> = { cookie }) =>
      (await requestDepartures({ method: 'POST', url, headers, payload })).join('\n');
    assert.match(await note('/api/notes?limit=3', { text: 'Hi', colour: 'red' }), /was answered 200, but POST \/api\/notes does not take it: its application\/json body must NOT have additional properties/);
    assert.match(await note('/api/notes?limit=3', { text: 7 }), /body \/text must be string/);
    assert.match(await note('/api/notes', { text: 'Hi' }), /the query parameter limit is required/);
    assert.match(await note('/api/notes?limit=30', { text: 'Hi' }), /the query parameter limit must be <= 10/);
    assert.match(await note('/api/notes?limit=3', { text: 'Hi' }, {}), /none of the credentials the operation requires \(session\)/);
    const undocumentedFile = await multipart({ text: 'Hi', attachment: { file: Buffer.from('x'), name: 'x.txt' } });
    assert.match(await note('/api/notes?limit=3', undocumentedFile.payload, { cookie, ...undocumentedFile.headers }), /multipart\/form-data body must NOT have additional properties/);
    const notAYesNo = await multipart({ text: 'Hi', pinned: 'maybe' });
    assert.match(await note('/api/notes?limit=3', notAYesNo.payload, { cookie, ...notAYesNo.headers }), /\/pinned must be boolean/);
    assert.match(await note('/api/notes?limit=3', Buffer.from('Hi'), { cookie, 'content-type': 'text/plain' }), /its body is text\/plain, but the operation takes application\/json, multipart\/form-data/);
  });

  it('leaves alone a departing request the server refused', async () => {
    assert.deepEqual(await requestDepartures({ method: 'POST', url: '/api/notes?refuse', payload: { colour: 'red' } }), []);
  });

  it('makes documentedFetch throw on a request the server took that departs from the document', async () => {
    const sent = (body: string) => documentedFetch(`${origin}/api/notes?limit=3`, { method: 'POST', headers: { cookie: 'sid=abc', 'content-type': 'application/json' }, body });
    assert.equal((await sent('{"text":"Hi"}')).status, 200);
    await assert.rejects(sent('{"text":"Hi","colour":"red"}'), (error) => error instanceof DocumentDeparture && /The request departs .*must NOT have additional properties/s.test(error.message));
    const form = new FormData();
    form.append('text', 'Hi');
    form.append('attachment', new Blob(['x']), 'x.txt');
    await assert.rejects(documentedFetch(`${origin}/api/notes?limit=3`, { method: 'POST', headers: { cookie: 'sid=abc' }, body: form }), DocumentDeparture);
  });

  it('makes documentedFetch throw on a departure, and leave the body of a conforming answer to read', async () => {
    const answer = await documentedFetch(`${origin}/api/items/a`);
    assert.deepEqual(await answer.json(), { id: 'a', note: null });
    await assert.rejects(documentedFetch(`${origin}/api/items/teapot`), (error) => error instanceof DocumentDeparture && /answered 418/.test(error.message));
    await assert.rejects(documentedFetch(`${origin}/api/items/wrong`), DocumentDeparture);
  });
});
