import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBundle } from './bundle-archive.js';

/** Where unpacked bundles are kept on this machine, by the SHA-256 of their archive. */
export const DEFAULT_BUNDLE_ROOT = path.join(os.tmpdir(), 'lab-portal-remote-bundles');

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The files of deployed bundles on this machine's disk, unpacked from the database on first use.
 * The archive lives in the database so that every API instance serves the same version; each
 * unpacks it once into a folder named by the archive's SHA-256, which therefore never changes
 * (and two databases on one machine, as in the tests, cannot mix their files).
 */
export class BundleStore {
  private readonly unpacking = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly readArchive: (sha256: string) => Promise<Buffer | undefined>,
    private readonly root = DEFAULT_BUNDLE_ROOT,
  ) {}

  /** The folder of the bundle with this SHA-256, or undefined when the database has no such archive. */
  folder(sha256: string): Promise<string | undefined> {
    if (!SHA256.test(sha256)) return Promise.resolve(undefined);
    let folder = this.unpacking.get(sha256);
    if (!folder) {
      folder = this.unpack(sha256);
      this.unpacking.set(sha256, folder);
      // A failure is tried afresh next time; a folder, once there, is there for good.
      folder.then(
        (found) => {
          if (!found) this.unpacking.delete(sha256);
        },
        () => {
          this.unpacking.delete(sha256);
        },
      );
    }
    return folder;
  }

  private async unpack(sha256: string): Promise<string | undefined> {
    const target = path.join(this.root, sha256);
    if (fs.existsSync(target)) return target;
    const archive = await this.readArchive(sha256);
    if (!archive) return undefined;
    const bundle = await readBundle(archive);
    // Stored only after these same checks passed: a failure here is a damaged row, not an upload.
    if ('problems' in bundle) throw new Error(`the stored bundle ${sha256} cannot be unpacked: ${bundle.problems.join(' ')}`);
    const partial = path.join(this.root, `${sha256}.partial-${randomUUID()}`);
    for (const [file, content] of bundle.files) {
      const destination = path.join(partial, file);
      await fs.promises.mkdir(path.dirname(destination), { recursive: true });
      await fs.promises.writeFile(destination, content);
    }
    await fs.promises.mkdir(partial, { recursive: true });
    // Whole or not at all: another instance or request may be unpacking the same archive.
    await fs.promises.rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
      await fs.promises.rm(partial, { recursive: true, force: true });
      if (!fs.existsSync(target)) throw error;
    });
    return target;
  }
}
