import fs from 'node:fs';
import path from 'node:path';
import type { SharedModule } from './shared-compat.js';

/**
 * The shell's shared modules, from its build's mf-manifest.json: what every remote's singletons
 * are held to. Read at each check, so a rebuilt shell counts at once; undefined when not built.
 */
export function readShellShared(webRoot: string): SharedModule[] | undefined {
  let manifest: { shared?: unknown };
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as { shared?: unknown };
  } catch {
    return undefined;
  }
  if (!Array.isArray(manifest.shared)) return undefined;
  return manifest.shared.flatMap((module: Partial<SharedModule>) =>
    typeof module?.name === 'string' && typeof module.version === 'string'
      ? [{ name: module.name, version: module.version, singleton: module.singleton === true, ...(typeof module.requiredVersion === 'string' ? { requiredVersion: module.requiredVersion } : {}) }]
      : [],
  );
}
