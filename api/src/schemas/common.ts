import { Type, type TSchema } from 'typebox';

export const ErrorReply = Type.Object(
  {
    statusCode: Type.Optional(Type.Integer()),
    error: Type.Optional(Type.String()),
    message: Type.String(),
    errCode: Type.Optional(Type.String()),
  },
  { $id: 'ErrorReply' },
);

export const MessageReply = Type.Object({ message: Type.String() });

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Text a person must fill in: at least one visible character. */
export const Required = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** A link the site will render; shared-ui's safe-link says what passes. */
export const WebLink = Type.String({ minLength: 1, maxLength: 2048, format: 'web-link' });

export const DateTime = Type.String({ format: 'date-time' });

export const Username = Type.String({ minLength: 4, maxLength: 32, pattern: '^\\s*[A-Za-z0-9._-]+\\s*$' });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const Email = Type.String({ minLength: 3, maxLength: 254, format: 'email' });

export const OneOf = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

/** OneOf, typed as the union of the values (OneOf's own static type is lost on a list). */
export const Literals = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(OneOf(values));

/** `{ data: T }`, the envelope the client reads as `data.data`. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** Error replies for the given status codes, for a route's `response` map. */
export function errors<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof ErrorReply } {
  return Object.fromEntries(codes.map((code) => [code, ErrorReply])) as { [K in C[number]]: typeof ErrorReply };
}

/** The body of a write that takes no fields: none at all (with noBodyAsEmpty), or `{}` as the site sends. */
export const EmptyBody = Type.Object({}, { additionalProperties: false, description: 'No fields: send no body, or {}' });

/** A read whose copy the client holds is current (If-None-Match): 304, no body. */
export const NotModified = { type: 'null', description: 'Not Modified: the copy named by If-None-Match is current' } as const;

/** A response of raw bytes of one of `types` (a bare schema would be documented as JSON). */
export function bytes(description: string, types: readonly string[]) {
  const schema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/** A response of text of the given media type (a bare schema would be documented as JSON). */
export function text(description: string, type: string) {
  return { description, content: { [type]: { schema: Type.String() } } };
}

/** An operation's `security`: any one of these sets of schemes will do (`{}`: none). */
export type Security = Record<string, string[]>[];

/** The route reads the session cookie (plugins/docs.ts defines the scheme) and answers only a member. */
export const SESSION: Security = [{ session: [] }];
/** Anyone may call it, but what it does depends on the session when one comes. */
export const OPTIONAL_SESSION: Security = [{}, { session: [] }];
