import type { Asked } from './openapi-answers.js';
import { covers, isJson, mediaType } from './media-types.js';

/**
 * How a request departs from its operation in the OpenAPI document, as an outside validator in
 * front of the server (Prism in proxy mode) would find: its path, query and header parameters,
 * its credentials, and its body, JSON or a multipart form.
 */

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface MediaTypeObject {
  schema?: Schema;
  encoding?: Record<string, { contentType?: string }>;
}

export interface RequestSide {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  security?: Record<string, string[]>[];
}

export interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
}

export interface RequestTools {
  /** The problems of `value` against `schema`: taken as sent (JSON), or converted from text (parameters, form fields). */
  problems(schema: Schema, value: unknown, fromText: boolean): string[];
  securitySchemes: Record<string, SecurityScheme>;
}

/** The request as the check reads it: its path's segments beside the operation's, its query, headers and body. */
export interface Sent {
  segments: string[];
  routeSegments: string[];
  search: string;
  asked: Asked;
}

// A file part is checked for being there, not for its bytes: `format: binary` takes any text.
const FILE = 'file';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function parameterDepartures(parameters: Parameter[], sent: Sent, tools: RequestTools): string[] {
  const query = new URLSearchParams(sent.search);
  const problems: string[] = [];
  for (const parameter of parameters) {
    let values: string[] = [];
    if (parameter.in === 'path') {
      const index = sent.routeSegments.indexOf(`{${parameter.name}}`);
      values = index >= 0 ? [decoded(sent.segments[index] ?? '')] : [];
    } else if (parameter.in === 'query') values = query.getAll(parameter.name);
    else if (parameter.in === 'header') {
      const value = sent.asked.header(parameter.name);
      values = value === undefined ? [] : [value];
    } else continue;
    const where = `${parameter.in} parameter ${parameter.name}`;
    if (values.length === 0) {
      if (parameter.required) problems.push(`the ${where} is required`);
      continue;
    }
    if (!parameter.schema) continue;
    const value = parameter.schema.type === 'array' ? values : values[0];
    problems.push(...tools.problems(parameter.schema, value, true).map((problem) => `the ${where} ${problem}`));
  }
  return problems;
}

function holds(scheme: SecurityScheme | undefined, asked: Asked): boolean {
  if (!scheme) return false;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') return /^bearer\s+\S/i.test(asked.header('authorization') ?? '');
  if (scheme.type === 'apiKey' && scheme.in === 'cookie') {
    return (asked.header('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${scheme.name}=`));
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header') return asked.header(scheme.name ?? '') !== undefined;
  return false;
}

function securityDepartures(security: RequestSide['security'], sent: Sent, tools: RequestTools): string[] {
  if (!security || security.length === 0) return [];
  const met = security.some((requirement) => Object.keys(requirement).every((name) => holds(tools.securitySchemes[name], sent.asked)));
  return met ? [] : [`it carries none of the credentials the operation requires (${security.map((requirement) => Object.keys(requirement).join('+') || 'none').join(' or ')})`];
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** A form's parts as the schema describes them: a field sent several times as a list, a JSON-text part (by its encoding) decoded. */
async function formValues(body: Uint8Array, contentType: string, media: MediaTypeObject): Promise<Record<string, unknown> | undefined> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return undefined;
  }
  const values: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const json = isJson(mediaType(media.encoding?.[name]?.contentType));
    const parts = form.getAll(name).map((part) => (typeof part !== 'string' ? FILE : json ? (parseJson(part)?.value ?? part) : part));
    values[name] = parts.length === 1 ? parts[0] : parts;
  }
  return values;
}

async function bodyDepartures(requestBody: RequestSide['requestBody'], asked: Asked, tools: RequestTools): Promise<string[]> {
  const body = asked.body;
  if (body === 'unread') return [];
  if (body.length === 0) return requestBody?.required ? ['it has no body, but the operation requires one'] : [];
  // A body where the operation documents none is left alone, as Prism does: nothing reads it.
  if (!requestBody) return [];
  const header = asked.header('content-type') ?? '';
  const type = mediaType(header);
  const listed = Object.keys(requestBody.content).find((range) => covers(range, type));
  if (!listed) return [`its body is ${type || 'of no stated type'}, but the operation takes ${Object.keys(requestBody.content).join(', ')}`];
  const media = requestBody.content[listed]!;
  if (!media.schema) return [];
  let value: unknown;
  if (isJson(type)) {
    const parsed = parseJson(new TextDecoder().decode(body));
    if (!parsed) return ['its body is not JSON'];
    value = parsed.value;
  } else if (type === 'multipart/form-data') {
    value = await formValues(body, header, media);
    if (value === undefined) return ['its body is not a multipart form'];
  } else return [];
  return tools.problems(media.schema, value, !isJson(type)).map((problem) => `its ${type} body ${problem}`);
}

export async function requestDepartures(operation: RequestSide, sent: Sent, tools: RequestTools): Promise<string[]> {
  return [
    ...parameterDepartures(operation.parameters ?? [], sent, tools),
    ...securityDepartures(operation.security, sent, tools),
    ...(await bodyDepartures(operation.requestBody, sent.asked, tools)),
  ];
}
