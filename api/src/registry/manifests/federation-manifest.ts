import { routeManifestNamed } from './route-manifest-reader.js';
import type { SharedModule } from 'shared-ui/shared-compat';

/** What the registry needs of a remote's mf-manifest.json. */
export interface FederationManifest {
  /** Federation name: mfe_<name> (its package mfe-<name>). */
  name: string;
  /** The entry file beside the manifest (remoteEntry.js). */
  entryFile: string;
  /** The route manifest's file beside it. */
  routeManifest: string;
  /** Paths of what it exposes: ./routes. */
  exposes: string[];
  shared: SharedModule[];
  /** The files its exposed and shared modules load (their js and css), beside it. */
  assets: string[];
}

const FILE = /^[\w.-]+\.js$/;
// A script or stylesheet beside the manifest, or in a folder below it: plain segments, no `..`.
const ASSET = /^(?:\w[\w.-]*\/)*\w[\w.-]*\.(?:js|css)$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sharedModule(value: unknown): SharedModule | undefined {
  if (!isObject(value) || typeof value.name !== 'string' || typeof value.version !== 'string') return undefined;
  const { requiredVersion, singleton } = value;
  return {
    name: value.name,
    version: value.version,
    ...(typeof singleton === 'boolean' ? { singleton } : {}),
    ...(typeof requiredVersion === 'string' || requiredVersion === false ? { requiredVersion } : {}),
  };
}

/** Every file a module of the manifest lists (`assets.js.sync`, ...), or undefined when one is not a plain path. */
function assetsOf(modules: unknown[]): string[] | undefined {
  const files = modules.flatMap((module) => {
    const assets = isObject(module) && isObject(module.assets) ? module.assets : {};
    return ['js', 'css'].flatMap((kind) => {
      const lists = isObject(assets[kind]) ? assets[kind] : {};
      return ['sync', 'async'].flatMap((when) => (Array.isArray(lists[when]) ? (lists[when] as unknown[]) : []));
    });
  });
  return files.every((file) => typeof file === 'string' && ASSET.test(file)) ? [...new Set(files as string[])] : undefined;
}

/**
 * Reads an mf-manifest.json, another team's file: every problem with its shape is named, and
 * nothing of it is used until it is sound.
 */
export function readFederationManifest(text: string): FederationManifest | { problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: ['Its mf-manifest.json is not JSON.'] };
  }
  if (!isObject(value)) return { problems: ['Its mf-manifest.json is not an object.'] };
  const problems: string[] = [];
  const metaData = isObject(value.metaData) ? value.metaData : {};
  const remoteEntry = isObject(metaData.remoteEntry) ? metaData.remoteEntry : {};
  if (typeof value.name !== 'string') problems.push('Its mf-manifest.json has no name.');
  // The runtime finds the container by this global: it must be the one the entry is checked for.
  if (metaData.globalName !== undefined && metaData.globalName !== value.name) problems.push('Its mf-manifest.json names a global (metaData.globalName) other than its name.');
  const entryFile = remoteEntry.name;
  if (typeof entryFile !== 'string' || !FILE.test(entryFile)) problems.push('Its mf-manifest.json names no entry file (metaData.remoteEntry.name) beside it.');
  if (typeof remoteEntry.path === 'string' && remoteEntry.path !== '') problems.push('Its entry must sit beside its mf-manifest.json (metaData.remoteEntry.path is not empty).');
  let routeManifest = '';
  try {
    routeManifest = routeManifestNamed(text);
  } catch (error) {
    problems.push(`${(error as Error).message.replace(/^its/, 'Its')}.`);
  }
  const exposes = Array.isArray(value.exposes) ? value.exposes.flatMap((expose) => (isObject(expose) && typeof expose.path === 'string' ? [expose.path] : [])) : [];
  const listed = Array.isArray(value.shared) ? value.shared : [];
  const shared = listed.flatMap((module) => sharedModule(module) ?? []);
  if (!Array.isArray(value.shared) || shared.length !== listed.length) problems.push('Its mf-manifest.json lists shared modules without a name and version.');
  const assets = assetsOf([...(Array.isArray(value.exposes) ? value.exposes : []), ...listed]);
  if (!assets) problems.push('Its mf-manifest.json lists a file (assets) that is not a plain path beside it.');
  if (problems.length > 0) return { problems };
  return { name: value.name as string, entryFile: entryFile as string, routeManifest, exposes, shared, assets: assets! };
}
