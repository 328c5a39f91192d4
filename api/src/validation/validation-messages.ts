import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

function field(dataVar: string, instancePath: string): string {
  return instancePath ? `${dataVar}${instancePath.replaceAll('/', '.')}` : dataVar;
}

/**
 * Turns Ajv's first complaint into one sentence a person (and the client's error dialog) can use,
 * e.g. "body.resource_link must be a web address (http or https)".
 */
export function describeValidation(errors: FastifySchemaValidationError[], dataVar: string): string {
  const union = errors.find((error) => error.keyword === 'anyOf');
  const error = union ?? errors[0];
  if (!error) return `${dataVar} is not valid`;
  const where = field(dataVar, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field(where, `/${String(params.missingProperty)}`)} is required`;
    case 'anyOf':
      return `${where} is not one of the allowed values`;
    case 'additionalProperties':
      return `${field(where, `/${String(params.additionalProperty)}`)} is not a field this takes`;
    case 'format':
      return params.format === 'web-link'
        ? `${where} must be a web address (http or https)`
        : `${where} must be a valid ${String(params.format)}`;
    case 'pattern':
      return params.pattern === '\\S' ? `${where} must not be blank` : `${where} has characters that are not allowed`;
    default:
      return `${where} ${error.message ?? 'is not valid'}`;
  }
}
