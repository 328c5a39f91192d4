import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

// The portal's one list of remotes, the repository's config/remotes.json: as far from this file
// in src/ as from its build in dist/ (scripts/production-tree.sh copies it with the build).
const LIST = new URL('../../config/remotes.json', import.meta.url);

/** The remotes' package names, in the list's order: a path two remotes claim is the first's. */
export function readRemotePackages(file: URL = LIST): string[] {
  const list: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(list) || !list.every((entry) => typeof entry?.package === 'string')) {
    throw new Error(`${fileURLToPath(file)} must list the remotes as [{ "package": "mfe-<name>", ... }]`);
  }
  return list.map((entry: { package: string }) => entry.package);
}
