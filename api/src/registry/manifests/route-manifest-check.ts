import { Ajv } from 'ajv';
import { MAX_ROUTE_MANIFEST_BYTES, RouteManifestSchema, type RouteManifest } from 'shared-ui/route-manifest';
import { manifestProblems } from 'shared-ui/route-table';

const validate = new Ajv({ allErrors: true }).compile<RouteManifest>(RouteManifestSchema);

export type ManifestReading = { manifest: RouteManifest } | { problems: string[] };

/**
 * A remote's route manifest as read, checked against the schema its build used (shared-ui's):
 * another team's file, so every problem is named and nothing of it is used until it is sound.
 */
export function checkRouteManifest(text: string, remote: string): ManifestReading {
  if (Buffer.byteLength(text) > MAX_ROUTE_MANIFEST_BYTES) return { problems: [`It is larger than ${MAX_ROUTE_MANIFEST_BYTES} bytes.`] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: ['It is not JSON.'] };
  }
  if (!validate(value)) {
    return { problems: (validate.errors ?? []).map((error) => `${error.instancePath || 'The manifest'} ${error.message}.`) };
  }
  const problems = manifestProblems(value, remote);
  return problems.length > 0 ? { problems } : { manifest: value };
}
