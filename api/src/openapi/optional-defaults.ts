type Schema = Record<string, unknown>;

/**
 * An object schema as a client reads it: a property with a default need not be sent, the
 * validator fills it in (Fastify's Ajv runs with useDefaults), so it is not required of the client.
 */
export function withDefaultsOptional<T>(schema: T): T {
  const object = schema as Schema | undefined;
  const properties = object?.properties as Record<string, Schema> | undefined;
  if (!Array.isArray(object?.required) || !properties) return schema;
  const required = (object.required as string[]).filter((name) => properties[name]?.default === undefined);
  if (required.length === object.required.length) return schema;
  const { required: _all, ...rest } = object;
  return (required.length > 0 ? { ...rest, required } : rest) as T;
}
