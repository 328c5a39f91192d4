import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { fetchedAnswer, injectedAnswer, type Answer } from './openapi-answers.js';
import { isSafeLink } from '../services/links.js';

/**
 * Holds every response the tests receive to the OpenAPI document (app.swagger()), as an outside
 * validator in front of the server would (Prism in proxy mode): the operation is documented, and
 * so are the status, the media type and, for JSON, the body's shape.
 */

type Schema = Record<string, unknown>;

/** An OpenAPI Response Object (not a fetch Response). */
interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}

interface Operation {
  responses?: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Route {
  method: string;
  path: string;
  segments: string[];
  operation: Operation;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const COMPONENTS = 'openapi-components';

/** What the server answers outside the document: the pages, the remotes' files and run-time config, and the API's own docs. */
function isUndocumentedPath(pathname: string): boolean {
  if (pathname.startsWith('/api/docs')) return true;
  return pathname !== '/api' && !pathname.startsWith('/api/');
}

/** What the router answers a path no route takes: 404, 414 when a segment is over its length, 400 when the path cannot be decoded. */
function isRoutersRefusal(pathname: string, status: number): boolean {
  if (status === 404 || status === 414) return true;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return status === 400;
  }
}

/** `{id}` matches any one segment (an empty one too, when `empty`); a literal segment is preferred to a parameter, as the router does. */
function matches(route: Route, segments: string[], empty: boolean): boolean {
  return (
    route.segments.length === segments.length &&
    route.segments.every((part, index) => (/^\{[^}]+\}$/.test(part) ? empty || segments[index] !== '' : part === segments[index]))
  );
}

function moreSpecific(a: Route, b: Route): number {
  for (let index = 0; index < a.segments.length; index += 1) {
    const literalA = !a.segments[index]!.startsWith('{');
    const literalB = !b.segments[index]!.startsWith('{');
    if (literalA !== literalB) return literalA ? -1 : 1;
  }
  return 0;
}

/** `#/components/schemas/X` → the components schema Ajv holds; `$id`s are dropped, the document's refs name everything. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$id') continue;
    out[key] = key === '$ref' && typeof item === 'string' ? item.replace(/^#\/components\/schemas\//, `${COMPONENTS}#/definitions/`) : rewriteRefs(item);
  }
  return out;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function newAjv(document: OpenApiDocument): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    logger: false,
    formats: {
      'date-time': (text: string) => DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)),
      date: /^\d{4}-\d{2}-\d{2}$/,
      email: /^[^\s@]+@[^\s@]+$/,
      'web-link': isSafeLink,
      binary: true,
    },
  });
  ajv.addSchema({ $id: COMPONENTS, definitions: rewriteRefs(document.components?.schemas ?? {}) as Schema });
  return ajv;
}

const mediaType = (header: unknown) => String(header ?? '').split(';')[0]!.trim().toLowerCase();

/** A documented media type range (`image/*`, `*\/*`) covers the types within it. */
function covers(range: string, type: string): boolean {
  const [rangeType, rangeSub] = range.toLowerCase().split('/');
  const [actualType, actualSub] = type.split('/');
  return (rangeType === '*' || rangeType === actualType) && (rangeSub === '*' || rangeSub === actualSub);
}

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

export interface ConformanceChecker {
  /** A sentence for each way the response departs from the document; none when it conforms. */
  check(method: string, url: string, answer: Answer): string[];
}

export function conformanceChecker(document: OpenApiDocument): ConformanceChecker {
  const routes: Route[] = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, segments: path.split('/'), operation })),
  );
  const ajv = newAjv(document);
  const validators = new WeakMap<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema) as Schema);
      validators.set(schema, validate);
    }
    return validate;
  };

  function best(method: string, pathname: string, empty: boolean): Route | undefined {
    const segments = pathname.split('/');
    // HEAD is the GET without its body.
    const wanted = method === 'HEAD' ? ['HEAD', 'GET'] : [method];
    const found = routes.filter((route) => wanted.includes(route.method) && matches(route, segments, empty));
    return found.sort((a, b) => moreSpecific(a, b) || wanted.indexOf(a.method) - wanted.indexOf(b.method))[0];
  }

  /**
   * The operation the router picks: a collection answers at its path with a trailing slash too
   * (`/api/members/`), and failing that a parameter takes an empty segment (`/api/snapshots/` → `{id}`).
   */
  function find(method: string, pathname: string): Route | undefined {
    const alias = pathname.length > 1 && pathname.endsWith('/') ? best(method, pathname.slice(0, -1), false) : undefined;
    return best(method, pathname, false) ?? alias ?? best(method, pathname, true);
  }

  return {
    check(method, url, answer) {
      const pathname = url.split('?')[0]!;
      const { status } = answer;
      const type = mediaType(answer.contentType);
      const said = `${method} ${url.slice(0, 160)} answered ${status}${type ? ` ${type}` : ''}`;
      // A CORS preflight is the CORS layer's answer, not an operation's.
      if (method === 'OPTIONS') return [];
      const route = find(method, pathname);
      if (!route) {
        if (isUndocumentedPath(pathname) || isRoutersRefusal(pathname, status)) return [];
        return [`${said}, but the document has no operation ${method} for this path`];
      }
      const where = `${route.method} ${route.path}`;
      const responses = route.operation.responses ?? {};
      const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
      if (!documented) return [`${said}, but ${where} documents only ${Object.keys(responses).join(', ')}`];
      const bodiless = status === 204 || status === 304 || method === 'HEAD';
      const content = documented.content ?? {};
      if (bodiless || Object.keys(content).length === 0) {
        if (answer.hasBody && !bodiless) return [`${said} with a body, but ${where} documents ${status} without one`];
        return [];
      }
      const listed = Object.keys(content).find((range) => covers(range, type));
      if (!listed) return [`${said}, but ${where} documents ${status} as ${Object.keys(content).join(', ')}`];
      const schema = content[listed]!.schema;
      if (!isJson(type) || !schema) return [];
      let body: unknown;
      try {
        body = JSON.parse(answer.text());
      } catch {
        return [`${said}, but its body is not JSON`];
      }
      const validate = validatorOf(schema);
      if (validate(body)) return [];
      const problems = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim());
      return [`${said}, but the body departs from what ${where} documents for ${status}: ${problems.join('; ')}`];
    },
  };
}

const checkers = new WeakMap<object, ConformanceChecker>();

/** The checker is made once per document: app.swagger() answers the same object. */
function checkerOf(document: OpenApiDocument): ConformanceChecker {
  let checker = checkers.get(document);
  if (!checker) {
    checker = conformanceChecker(document);
    checkers.set(document, checker);
  }
  return checker;
}

/** How an injected response departs from the app's document, by the method and URL the server saw (`/a/./b` arrives as `/a/b`). */
export function departures(app: { swagger(): unknown }, response: LightMyRequestResponse): string[] {
  const { method = 'GET', url = '/' } = response.raw.req;
  return checkerOf(app.swagger() as OpenApiDocument).check(method, url, injectedAnswer(response));
}

/** How a response fetched over HTTP departs from the document, by the path the server saw (the URL parser drops `./` too). */
export async function fetchDepartures(document: OpenApiDocument, method: string, url: string | URL, response: Response): Promise<string[]> {
  const { pathname, search } = new URL(url);
  return checkerOf(document).check(method.toUpperCase(), pathname + search, await fetchedAnswer(response));
}
