import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The front end's types of the API's requests and replies: shared-ui's `api-types` entry exports them. */
export const API_TYPES_FILE = fileURLToPath(new URL('../../../shared-ui/src/api/openapi.d.ts', import.meta.url));

export const GENERATE_API_TYPES = 'npm run generate:api-types -w api';

const HEADER = `// Generated from the API's OpenAPI document (/api/docs/json) by api/src/openapi/write-types.ts: do not edit.
// After changing a route's schema, run \`${GENERATE_API_TYPES}\` and commit this file.

`;

/**
 * The TypeScript types of `document` (openapi-typescript), as the committed file holds them: paths
 * and fields in alphabetical order, so that the order the routes register in changes nothing.
 */
export async function apiTypes(document: unknown): Promise<string> {
  return HEADER + astToString(await openapiTS(document as OpenAPI3, { alphabetize: true }));
}
