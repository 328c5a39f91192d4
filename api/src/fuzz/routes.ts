import type { App } from '../app.js';
import { REMOTE_PACKAGES } from '../config.js';
import type { JsonSchema } from './bodies.js';

/** One route to fuzz, as the OpenAPI document describes it. */
export interface FuzzRoute {
  method: string;
  /** The documented path, with `{name}` for each path parameter. */
  path: string;
  params: string[];
  query: Record<string, JsonSchema>;
  /** The body schema, when the route takes a body. */
  body?: JsonSchema;
  /** The route reads multipart forms (it lists multipart/form-data among what it consumes). */
  readsForm: boolean;
}

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * Paths the server answers outside the OpenAPI document: the shell's run-time config, the home
 * page, the docs, and paths nothing serves (the not-found handler must answer them too).
 */
const UNDOCUMENTED = ['/remotes.json', '/', '/api/docs', '/api/docs/json', '/api', '/api/nothing/here', `/remotes/${REMOTE_PACKAGES[0]}/x.js`, '/lab_highlights/x'];

/** Every route of the OpenAPI document, read at run time, so a new route is fuzzed unasked. */
export function fuzzRoutes(app: App): FuzzRoute[] {
  const { paths } = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const documented = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): FuzzRoute => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: (content['application/json'] ?? content['multipart/form-data'])?.schema,
        readsForm: 'multipart/form-data' in content,
      };
    }),
  );
  const undocumented = UNDOCUMENTED.map((path): FuzzRoute => ({ method: 'GET', path, params: [], query: {}, readsForm: false }));
  return [...documented, ...undocumented];
}

/** A request with this method cannot change data by design (only GET feed-token makes a row, once: see the test). */
export const isRead = (method: string) => method === 'GET' || method === 'HEAD';
