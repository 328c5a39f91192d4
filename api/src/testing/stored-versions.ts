import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { addVersion, storeBundle } from '../registry/repository/versions.js';

/**
 * The remote's next versions (2, 3, …) as the registry's rows have them, each with a stored
 * bundle row but no real files: for tests about versions' health and activations, not their pages.
 */
export async function storedVersions(db: Db, pkg: string, count: number): Promise<number[]> {
  const versions: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const archive = Buffer.from(`${pkg} ${Date.now()} ${i} ${Math.random()}`);
    const sha256 = createHash('sha256').update(archive).digest('hex');
    await storeBundle(db, sha256, archive);
    const row = await db.transaction((tx: Db) => addVersion(tx, { remote: pkg, source: 'bundle', bundleSha256: sha256, size: archive.length, deployedBy: 'test' }));
    versions.push(row.version);
  }
  return versions;
}
