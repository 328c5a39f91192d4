import fc from 'fast-check';
import { SESSION_COOKIE } from '../plugins/session.js';
import { invalidBody, invalidFormFields, type JsonSchema } from './bodies.js';
import { brokenForm, fileName, smallFile, writeForm, type FormPart } from './forms.js';
import { isRead, type FuzzRoute } from './routes.js';
import { encodePart, headerString, junkSegment, oddString } from './strings.js';

/** What the generator may use: the fuzzing users' cookies and the real values of the database. */
export interface Fixture {
  memberCookie: string;
  adminCookie: string;
  /** Ids, usernames, token keys and feed tokens that exist, for parameters that reach real rows. */
  values: string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sent with a real session (or possibly so): such a write must be refused by construction. */
  authorized: boolean;
  /** Which kind of bad request this is, for the failure report. */
  flaw: string;
}

interface Actor {
  name: string;
  cookie?: string;
  authorized: boolean;
}

function actors(fixture: Fixture): fc.Arbitrary<Actor> {
  const cookie = (value: string) => `${SESSION_COOKIE}=${value}`;
  return fc.oneof(
    { arbitrary: fc.constant<Actor>({ name: 'anonymous', authorized: false }), weight: 2 },
    { arbitrary: fc.base64String({ minLength: 40, maxLength: 48 }).map((token) => ({ name: 'forged cookie', cookie: cookie(token), authorized: false })), weight: 1 },
    {
      arbitrary: fc.tuple(headerString(300), fc.boolean()).map(([text, named]) => ({ name: 'garbage cookie', cookie: named ? cookie(text) : text, authorized: false })),
      weight: 1,
    },
    {
      arbitrary: fc.integer({ min: 129, max: 16_000 }).map((length) => ({ name: 'huge cookie', cookie: cookie('a'.repeat(length)), authorized: false })),
      weight: 1,
    },
    { arbitrary: fc.constant<Actor>({ name: 'member', cookie: fixture.memberCookie, authorized: true }), weight: 4 },
    { arbitrary: fc.constant<Actor>({ name: 'admin', cookie: fixture.adminCookie, authorized: true }), weight: 4 },
    {
      // Several session cookies, one of them real: who the server sees is its business; treat it as logged in.
      arbitrary: fc.tuple(headerString(40), fc.constantFrom(fixture.memberCookie, fixture.adminCookie)).map(([junk, real]) => ({
        name: 'doubled cookie',
        cookie: `${cookie(junk.replace(/[;,]/g, ''))}; ${real}; ${cookie('x')}`,
        authorized: true,
      })),
      weight: 1,
    },
  );
}

function queryString(route: FuzzRoute, fixture: Fixture): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...Object.keys(route.query), '__proto__', 'constructor[prototype][x]', 'a[b]', ''), oddString.map((text) => text.slice(0, 100)));
  const value = fc.oneof(oddString, fc.constantFrom(...fixture.values, 'true', 'false', 'maybe', '[]', '{}'));
  const pair = fc.tuple(key, value).map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`);
  return fc.oneof(
    fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`),
    fc.constantFrom('?', '?&&&', '?=x', '?%', '?a=%E0%A4%A', '?token', '?isAlumni=true&isAlumni=false', '??a=1'),
  );
}

/** The path with real values, or with at least one parameter that names nothing. */
function paths(route: FuzzRoute, fixture: Fixture, junk: boolean): fc.Arbitrary<string> {
  const fill = (values: string[]) => {
    let index = 0;
    const path = route.path.replace(/\{[^}]+\}/g, () => values[index++]!);
    return values.length > 0 || path === '/' ? path : path.replace(/\/$/, '');
  };
  const real = fc.constantFrom(...fixture.values).map(encodePart);
  if (!junk) return fc.tuple(...route.params.map(() => real)).map(fill);
  return fc
    .tuple(fc.nat({ max: route.params.length - 1 }), ...route.params.map(() => fc.oneof(real, junkSegment)), junkSegment)
    .map(([spoilt, ...rest]) => {
      const segments = rest.slice(0, route.params.length) as string[];
      segments[spoilt] = rest[route.params.length] as string;
      return fill(segments);
    });
}

interface Body {
  flaw: string;
  contentType?: string;
  payload?: string | Buffer;
}

const json = (flaw: string, payload: string): Body => ({ flaw, contentType: 'application/json', payload });
const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json; charset=latin1'];
const UNSUPPORTED = ['application/xml', 'image/png', 'application/x-www-form-urlencoded', 'application/octet-stream', 'text/html', 'foo', ';;;', 'application/jsonx'];

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Bodies no route can take, whatever its schema: unreadable JSON and types no parser accepts. */
const unreadable: fc.Arbitrary<Body> = fc.oneof(
  fc.tuple(fc.constantFrom(...JSON_TYPES), fc.constantFrom('', '{', '{"a":', '[1,]', 'nul', "{'a':1}", '{"a":1}}', '\u0000', '"\ud800', '{"__proto__":{"x":1}}')).map(
    ([type, payload]) => ({ flaw: 'unreadable JSON', contentType: type, payload }),
  ),
  fc
    .tuple(fc.constantFrom(...JSON_TYPES), oddString.map((text) => `{${text}`).filter((text) => !parses(text)))
    .map(([type, payload]) => ({ flaw: 'JSON that is not JSON', contentType: type, payload })),
  fc.tuple(fc.constantFrom(...UNSUPPORTED), oddString).map(([type, payload]) => ({ flaw: 'unsupported type', contentType: type, payload })),
);

/** A form's file field, as the document gives it: binary, alone or among the shapes it may take. */
export const isFileField = (schema: JsonSchema): boolean =>
  schema.format === 'binary' || (schema.items !== undefined && isFileField(schema.items)) || (schema.anyOf ?? []).some(isFileField);

/** Bodies that are refused because of what they say (the route has a body schema or reads forms). */
function refusedBodies(route: FuzzRoute): fc.Arbitrary<Body>[] {
  const options: fc.Arbitrary<Body>[] = [];
  const textParts = fc.array(fc.record({ name: oddString.map((n) => n.slice(0, 60)), value: oddString }), { maxLength: 4 });
  if (route.body) {
    options.push(invalidBody(route.body).map((body) => json('invalid JSON body', JSON.stringify(body))));
    if (!route.readsForm) {
      // Not JSON, so no body object at all for the schema.
      options.push(fc.tuple(fc.constantFrom('text/plain', 'text/plain; charset=utf-8'), oddString).map(([contentType, payload]) => ({ flaw: 'text body', contentType, payload })));
      options.push(fc.tuple(textParts, smallFile).map(([parts, file]) => form('form where JSON is expected', [...parts, { name: 'file', value: file, fileName: 'a.bin' }])));
    }
  }
  if (route.body || route.readsForm) {
    options.push(brokenForm(textParts).map((raw) => ({ flaw: 'broken form', contentType: raw.contentType, payload: raw.payload })));
    const textFields = Object.entries(route.body?.properties ?? {})
      .filter(([, schema]) => !isFileField(schema))
      .map(([name]) => name);
    const field = fc.constantFrom(...textFields, 'note', '__proto__');
    // A file where the form expects text: refused before anything is stored.
    options.push(fc.tuple(textParts, field, fileName, smallFile).map(([parts, name, fileName, file]) => form('file in a text field', [...parts, { name, value: file, fileName }])));
  }
  const fields = route.readsForm && route.body ? invalidFormFields(route.body) : undefined;
  if (fields) {
    options.push(fields.map((values) => form('invalid form fields', Object.entries(values).map(([name, value]) => ({ name, value })))));
    // Far beyond any upload limit: refused whatever field it is in.
    options.push(fc.constantFrom(...Object.keys(route.body?.properties ?? {}), 'image', 'profilePic').map((name) => ({ flaw: 'oversized part', ...formBody([{ name, value: Buffer.alloc(2_200_000, 1), fileName: 'big.png' }]) })));
  }
  return options;
}

function formBody(parts: FormPart[]) {
  const raw = writeForm(parts);
  return { contentType: raw.contentType, payload: raw.payload };
}
const form = (flaw: string, parts: FormPart[]): Body => ({ flaw, ...formBody(parts) });

/** Any body at all, for requests that cannot change data whatever they carry. */
function anyBody(route: FuzzRoute): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.constant<Body>({ flaw: 'no body' }),
    unreadable,
    fc.jsonValue().map((value) => json('any JSON', JSON.stringify(value) ?? 'null')),
    ...refusedBodies(route),
  );
}

/**
 * A request to `route` that cannot legitimately change data: a read; or a write without a real
 * session; or, with one, a write whose path names nothing, or whose body cannot be read or is
 * refused by the route's schema or form reader.
 */
export function badRequest(route: FuzzRoute, fixture: Fixture): fc.Arbitrary<FuzzRequest> {
  const read = isRead(route.method);
  return fc
    .record({
      actor: actors(fixture),
      query: fc.option(queryString(route, fixture), { nil: '' }),
      head: fc.boolean(),
      choice: fc.nat(),
    })
    .chain(({ actor, query, head, choice }) => {
      const free = read || !actor.authorized;
      const withJunkPath = route.params.length > 0 && (free ? choice % 2 === 0 : choice % 3 === 0);
      const bodyFlaws = free || withJunkPath ? anyBody(route) : fc.oneof(unreadable, ...refusedBodies(route));
      return fc.record({ path: paths(route, fixture, withJunkPath), body: bodyFlaws }).map(({ path, body }): FuzzRequest => {
        const method = read && head ? 'HEAD' : route.method;
        const headers: Record<string, string> = {};
        if (actor.cookie !== undefined) headers.cookie = actor.cookie;
        if (body.contentType !== undefined) headers['content-type'] = body.contentType;
        const flaw = [withJunkPath ? 'path names nothing' : '', body.flaw, query ? 'odd query' : ''].filter(Boolean).join(', ');
        return {
          method,
          url: `${path}${query}`,
          headers,
          ...(body.payload !== undefined && method !== 'HEAD' && method !== 'GET' ? { payload: body.payload } : {}),
          authorized: actor.authorized,
          flaw: `${actor.name}: ${flaw}`,
        };
      });
    });
}
