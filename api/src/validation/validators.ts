import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { isSafeLink } from 'shared-ui/safe-link';

type ValidatorFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

function addWebLinkFormat<T extends { addFormat(name: string, test: (value: string) => boolean): T }>(ajv: T): T {
  return ajv.addFormat('web-link', isSafeLink);
}

/** Fastify's Ajv options for the app: its formats, `web-link` among them. */
export const AJV_OPTIONS = { plugins: [addWebLinkFormat] };

const compilers = AjvCompiler();

type Validate = ReturnType<ReturnType<typeof compilers>>;

/**
 * Text such as "1e999" coerces to Infinity, which Ajv's `minimum` and `maximum` let through
 * (`?page=1e999` reached the database as an offset of Infinity): a query, a path parameter or a
 * header that coerces to a number that is not finite is refused.
 */
export function withFiniteNumbers(validate: Validate): Validate {
  const checked = Object.assign(
    (data: unknown) => {
      if (!validate(data)) {
        checked.errors = validate.errors ?? null;
        return false;
      }
      const name = Object.entries(data && typeof data === 'object' ? data : {}).find(([, value]) => typeof value === 'number' && !Number.isFinite(value))?.[0];
      checked.errors = name === undefined ? null : [{ keyword: 'finite', instancePath: `/${name}`, schemaPath: '#', params: {}, message: 'must be a finite number' }];
      return name === undefined;
    },
    { schema: validate.schema, schemaEnv: validate.schemaEnv, errors: null as Validate['errors'] },
  );
  return checked as Validate;
}

/**
 * Two Ajv instances with the same formats and plugins: one coerces, as Fastify does by default,
 * for query strings, path parameters and headers, which are text by nature ("true", "7"); the
 * other takes bodies as they are, as a JSON body says what type each value is: `"title": ["x"]`
 * is a mistake to answer with a 400, not a title to store as "x". Forms, whose fields are all
 * text, convert their few yes/no and JSON fields before validation (see multipart.ts).
 *
 * For the same reason a body's field the schema does not name is refused, not dropped as Fastify
 * does by default: `"titel"` is a misspelt title the sender believes was saved, and the
 * document's `additionalProperties: false` says so.
 */
export const buildValidator: ValidatorFactory = (externalSchemas, options) => {
  const coercing = compilers(externalSchemas, options);
  // The app never uses JTD mode, whose options have no coerceTypes.
  const strictOptions = { ...options, customOptions: { ...options?.customOptions, coerceTypes: false, removeAdditional: false } } as Parameters<typeof compilers>[1];
  const strict = compilers(externalSchemas, strictOptions);
  return (route) => (route.httpPart === 'body' ? strict(route) : withFiniteNumbers(coercing(route)));
};
