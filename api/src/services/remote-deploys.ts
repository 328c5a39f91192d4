import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { addVersion, storeBundle, type RemoteVersionRow } from '../repositories/remote-versions.js';
import { MAX_BUNDLE_BYTES, readBundle } from '../remotes/bundle-archive.js';
import { besideEntry, remoteFileReader } from '../remotes/read-remote-file.js';
import { MAX_MF_MANIFEST_BYTES } from '../remotes/route-manifest-reader.js';
import { federationNameOf } from '../remotes/remote-directory.js';
import { readShellShared } from '../remotes/shell-shared.js';
import { checkVersion, type CandidateFiles } from '../remotes/version-checks.js';
import { MAX_ROUTE_MANIFEST_BYTES } from 'shared-ui/route-manifest';
import { audit, type AuditActor } from './audit.js';

export type Refused = { problems: string[] };

/** What the site is now, for a candidate's checks: the shell's shared modules and the other active remotes' routes. */
function siteNow(app: FastifyInstance, webRoot: string) {
  return { shellShared: readShellShared(webRoot), others: app.routeTable.current().manifests };
}

const sizeText = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Stores the version and records who deployed it, together. */
async function store(app: FastifyInstance, actor: AuditActor, row: Parameters<typeof addVersion>[1], archive?: { sha256: string; bytes: Buffer }) {
  return app.db.transaction(async (tx: Db) => {
    if (archive) await storeBundle(tx, archive.sha256, archive.bytes);
    const version = await addVersion(tx, row);
    const from = row.source === 'bundle' ? `an uploaded bundle of ${sizeText(row.size ?? 0)}` : row.manifestUrl;
    await audit(tx, actor, 'remote.deployed', { targetId: row.remote, summary: `Deployed version ${version.version} of ${row.remote} from ${from}` });
    return version;
  });
}

/**
 * A team's built dist/ as a .tar.gz: unpacked in memory, checked as any version is, then stored
 * whole in the database (so every instance serves it) as the remote's next version, not active.
 */
export async function deployBundle(app: FastifyInstance, webRoot: string, pkg: string, archive: Buffer, actor: AuditActor, by: string): Promise<RemoteVersionRow | Refused> {
  if (archive.length > MAX_BUNDLE_BYTES) return { problems: [`The bundle is ${sizeText(archive.length)}; at most ${sizeText(MAX_BUNDLE_BYTES)} is accepted.`] };
  const bundle = await readBundle(archive);
  if ('problems' in bundle) return bundle;
  const files: CandidateFiles = {
    read: async (file) => bundle.files.get(file)?.toString('utf8'),
    has: (file) => bundle.files.has(file),
  };
  const checked = await checkVersion(federationNameOf(pkg), files, siteNow(app, webRoot));
  if ('problems' in checked) return checked;
  const sha256 = createHash('sha256').update(archive).digest('hex');
  const row = { remote: pkg, source: 'bundle', bundleSha256: sha256, size: archive.length, deployedBy: by };
  return store(app, actor, row, { sha256, bytes: archive });
}

/**
 * A version hosted elsewhere, by its mf-manifest.json: read over HTTP (size-limited, no
 * redirects, within the remote files' timeout) and checked as any version is.
 */
export async function deployHosted(app: FastifyInstance, webRoot: string, pkg: string, manifestUrl: string, actor: AuditActor, by: string): Promise<RemoteVersionRow | Refused> {
  const readManifest = remoteFileReader(webRoot, [], MAX_MF_MANIFEST_BYTES);
  const readFile = remoteFileReader(webRoot, [], MAX_ROUTE_MANIFEST_BYTES);
  const files: CandidateFiles = {
    read: (file) => (file === 'mf-manifest.json' ? readManifest(manifestUrl) : readFile(besideEntry(manifestUrl, file))),
    has: () => undefined,
  };
  const checked = await checkVersion(federationNameOf(pkg), files, siteNow(app, webRoot));
  if ('problems' in checked) return checked;
  return store(app, actor, { remote: pkg, source: 'url', manifestUrl, deployedBy: by });
}
