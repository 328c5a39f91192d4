import type { FormShape } from '../validation/multipart-form.js';

type Schema = Record<string, unknown>;

const BINARY = { type: 'string', format: 'binary' };

/**
 * A form's media type object in the document, from the route's body schema (as the document has
 * it, or none for a form of files only) and its `config.form`: the file fields as binary, the
 * JSON-text fields with their content type in `encoding`.
 *
 * Each part arrives as text, and a validator that reads a form without decoding its parts by their
 * `encoding` (Prism 5 does not) sees a JSON-text field as the text and a file field sent several
 * times as one of its parts: the schema takes those as they are sent too.
 */
export function formMedia(body: Schema | undefined, shape: FormShape): { schema: Schema; encoding?: Record<string, Schema> } {
  const properties: Record<string, Schema> = { ...(body?.properties as Record<string, Schema> | undefined) };
  for (const field of shape.jsonFields ?? []) {
    if (properties[field]) properties[field] = { anyOf: [properties[field], { type: 'string', description: 'The same, as JSON text' }] };
  }
  for (const field of shape.files) {
    properties[field] = shape.repeatedFiles ? { anyOf: [BINARY, { type: 'array', items: BINARY }], description: 'One part per file' } : BINARY;
  }
  const required = body ? (body.required as string[] | undefined) : shape.files;
  const schema: Schema = {
    type: 'object',
    ...(body?.description ? { description: body.description } : {}),
    properties,
    ...(required && required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
  const json = (shape.jsonFields ?? []).filter((field) => properties[field]);
  return json.length > 0 ? { schema, encoding: Object.fromEntries(json.map((field) => [field, { contentType: 'application/json' }])) } : { schema };
}
