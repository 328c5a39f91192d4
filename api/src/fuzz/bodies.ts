import fc from 'fast-check';
import { oddString } from './strings.js';

/** The part of JSON Schema the API's TypeBox schemas use, as the OpenAPI document shows them. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  maxLength?: number;
  format?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);

const isObjectSchema = (schema: JsonSchema): boolean =>
  schema.type === 'object' || (schema.anyOf !== undefined && schema.anyOf.every(isObjectSchema));

const constants = (schema: JsonSchema): unknown[] => (schema.anyOf ?? [schema]).map((branch) => branch.const);

const isTextSchema = (schema: JsonSchema): boolean =>
  schema.type === 'string' || (schema.anyOf !== undefined && schema.anyOf.every((branch) => typeof branch.const === 'string'));

/**
 * A value the schema refuses. JSON bodies are validated as they are (no coercion), so a value of
 * another JSON type is refused like an object where text belongs: `["x"]` or 7 for a text field,
 * "true" for a yes/no one, a lone value for a list.
 */
function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (isObjectSchema(schema)) return fc.oneof(oddString, fc.integer(), fc.boolean(), fc.constant(null), fc.array(anyJson, { maxLength: 3 }));
  const objects = fc.dictionary(oddString, anyJson, { maxKeys: 3 });
  const options: fc.Arbitrary<unknown>[] = [objects];
  if (isTextSchema(schema)) options.push(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(oddString, { minLength: 1, maxLength: 2 }));
  if (schema.type === 'boolean') options.push(oddString, fc.integer(), fc.constant(null), fc.array(fc.boolean(), { minLength: 1, maxLength: 1 }));
  if (schema.type === 'array') options.push(oddString, fc.integer(), fc.boolean());
  if (schema.type === 'string' && schema.maxLength !== undefined) {
    const limit = schema.maxLength;
    options.push(oddString.filter((text) => text.length > limit));
  }
  if (schema.anyOf?.every((branch) => branch.const !== undefined)) {
    options.push(oddString.filter((text) => !constants(schema).includes(text)));
  }
  if (schema.type === 'object' && schema.properties) options.push(invalidObject(schema));
  return fc.oneof(...options);
}

/** A loose value for a field whose own validity does not matter (another field breaks the body). */
function anyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const likely: fc.Arbitrary<unknown>[] = [anyJson];
  if (schema.anyOf?.some((branch) => branch.const !== undefined)) likely.push(fc.constantFrom(...constants(schema)));
  if (schema.type === 'string') likely.push(oddString);
  if (schema.type === 'boolean') likely.push(fc.boolean());
  if (schema.type === 'array') likely.push(fc.array(oddString, { maxLength: 3 }));
  return fc.oneof(...likely);
}

function withOthers(schema: JsonSchema, broken: Record<string, fc.Arbitrary<unknown>>, leaveOut: string[] = []) {
  const others = Object.entries(schema.properties ?? {}).filter(([name]) => !(name in broken) && !leaveOut.includes(name));
  const loose = Object.fromEntries(others.map(([name, field]) => [name, fc.option(anyValue(field), { nil: undefined })]));
  return fc.record({ ...loose, ...broken }).map((body) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
}

/** Required fields without a default: Ajv (useDefaults) fills in the others when they are left out. */
const mustSend = (schema: JsonSchema): string[] =>
  (schema.required ?? []).filter((name) => schema.properties?.[name]?.default === undefined);

/** An object the schema refuses: a required field missing, one field of a wrong type, or a field it does not take. */
export function invalidObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const options: fc.Arbitrary<Record<string, unknown>>[] = fields.map(([name, field]) => withOthers(schema, { [name]: wrongValue(field) }));
  for (const name of mustSend(schema)) options.push(withOthers(schema, {}, [name]));
  if (schema.additionalProperties === false) options.push(withOthers(schema, { notAField: anyJson }));
  return fc.oneof(...options);
}

/** A JSON body the route's schema refuses, whatever else it holds. */
export function invalidBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  return schema.properties ? fc.oneof(invalidObject(schema), wrongValue(schema)) : wrongValue(schema);
}

/**
 * Form fields the schema refuses even though every multipart value is text: a required field
 * left out, or a yes/no field that says neither. Undefined when the schema has neither.
 */
export function invalidFormFields(schema: JsonSchema): fc.Arbitrary<Record<string, string>> | undefined {
  const options: fc.Arbitrary<Record<string, unknown>>[] = mustSend(schema).map((name) => withOthers(schema, {}, [name]));
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (field.type === 'boolean') options.push(withOthers(schema, { [name]: oddString.filter((text) => !/^(true|false)$/.test(text)) }));
  }
  if (options.length === 0) return undefined;
  return fc.oneof(...options).map((body) =>
    Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])),
  );
}
