import fs from 'node:fs';
import path from 'node:path';
import { sharedModulesOf, type SharedModule } from 'shared-ui/shared-compat';

/**
 * The shell's shared modules, from its build's mf-manifest.json: what every remote's singletons
 * are held to. Read at each check, so a rebuilt shell counts at once; undefined when not built.
 */
export function readShellShared(webRoot: string): SharedModule[] | undefined {
  try {
    return sharedModulesOf(JSON.parse(fs.readFileSync(path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')));
  } catch {
    return undefined;
  }
}
