import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { fetchedAnswer, injectedAnswer, injectedRequest, type Answer, type Asked } from './openapi-answers.js';
import { covers, isJson, mediaType } from './media-types.js';
import { requestDepartures, type RequestSide, type SecurityScheme } from './openapi-requests.js';
import { isSafeLink } from 'shared-ui/safe-link';

/**
 * Holds every response the tests receive to the OpenAPI document (app.swagger()), as an outside
 * validator in front of the server would (Prism in proxy mode): the operation is documented, and
 * so are the status, the media type and, for JSON, the body's shape. And every request the server
 * takes (answers below 400): its parameters, credentials and body are as the operation documents.
 */

type Schema = Record<string, unknown>;

/** An OpenAPI Response Object (not a fetch Response). */
interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}

interface Operation extends RequestSide {
  responses?: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, SecurityScheme> };
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

/** An Ajv for the document's schemas; `coerce` for values sent as text (parameters, form fields), which it converts as the server does. */
function newAjv(document: OpenApiDocument, coerce: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce,
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

export interface ConformanceChecker {
  /** A sentence for each way the response departs from the document; none when it conforms. */
  check(method: string, url: string, answer: Answer): string[];
  /**
   * A sentence for each way a request the server took (answered below 400) departs from the
   * document. One the server refused is left alone: the document may refuse it too, or not.
   */
  checkRequest(method: string, url: string, asked: Asked, status: number): Promise<string[]>;
}

export function conformanceChecker(document: OpenApiDocument): ConformanceChecker {
  const routes: Route[] = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, segments: path.split('/'), operation })),
  );
  const ajvs = { taken: newAjv(document, false), converted: newAjv(document, true) };
  const validators = { taken: new WeakMap<Schema, ValidateFunction>(), converted: new WeakMap<Schema, ValidateFunction>() };
  const validatorOf = (schema: Schema, fromText = false) => {
    const kind = fromText ? 'converted' : 'taken';
    let validate = validators[kind].get(schema);
    if (!validate) {
      validate = ajvs[kind].compile(rewriteRefs(schema) as Schema);
      validators[kind].set(schema, validate);
    }
    return validate;
  };
  const problemsOf = (validate: ValidateFunction, whole = '(body)') =>
    (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || whole} ${error.message ?? ''}`.trim());
  const tools = {
    problems: (schema: Schema, value: unknown, fromText: boolean) => {
      const validate = validatorOf(schema, fromText);
      return validate(value) ? [] : problemsOf(validate, '');
    },
    securitySchemes: document.components?.securitySchemes ?? {},
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
      // A 304 or 204 has no body, so nothing for these to describe (RFC 9110 8.6, 15.4.5).
      if ((status === 204 || status === 304) && answer.bodyHeaders.length > 0) return [`${said} with ${answer.bodyHeaders.join(' and ')}, which describe a body it cannot have`];
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
      return [`${said}, but the body departs from what ${where} documents for ${status}: ${problemsOf(validate).join('; ')}`];
    },

    async checkRequest(method, url, asked, status) {
      if (status >= 400 || method === 'OPTIONS') return [];
      const [pathname = '', search = ''] = url.split('?');
      const route = find(method, pathname);
      if (!route) return [];
      const sent = { segments: pathname.split('/'), routeSegments: route.segments, search, asked };
      const problems = await requestDepartures(route.operation, sent, tools);
      if (problems.length === 0) return [];
      return [`${method} ${url.slice(0, 160)} was answered ${status}, but ${route.method} ${route.path} does not take it: ${problems.join('; ')}`];
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

/** How the request behind an injected response departs from the app's document, when the server took it. */
export function requestDeparturesOf(app: { swagger(): unknown }, response: LightMyRequestResponse): Promise<string[]> {
  const { method = 'GET', url = '/' } = response.raw.req;
  return checkerOf(app.swagger() as OpenApiDocument).checkRequest(method, url, injectedRequest(response), response.statusCode);
}

/** How a request sent over HTTP departs from the document, when the server took it (answered below 400). */
export function fetchRequestDepartures(document: OpenApiDocument, method: string, url: string | URL, asked: Asked, status: number): Promise<string[]> {
  const { pathname, search } = new URL(url);
  return checkerOf(document).checkRequest(method.toUpperCase(), pathname + search, asked, status);
}

/** How a response fetched over HTTP departs from the document, by the path the server saw (the URL parser drops `./` too). */
export async function fetchDepartures(document: OpenApiDocument, method: string, url: string | URL, response: Response): Promise<string[]> {
  const { pathname, search } = new URL(url);
  return checkerOf(document).check(method.toUpperCase(), pathname + search, await fetchedAnswer(response));
}
