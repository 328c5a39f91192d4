import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { addVersion, storeBundle, type NewRemoteVersion, type RemoteVersionRow } from '../repository/versions.js';
import { MAX_BUNDLE_BYTES, readBundle } from '../bundles/bundle-archive.js';
import { HostedFetchError } from '../bundles/hosted-fetch.js';
import { fetchHostedVersion } from '../bundles/hosted-version.js';
import { packBundle } from '../bundles/pack-bundle.js';
import { federationNameOf } from '../remote-directory.js';
import { readShellShared } from '../checks/shell-shared.js';
import { checkVersion } from '../checks/version-checks.js';
import { audit, type AuditActor } from '../../services/audit.js';

export type Refused = { problems: string[] };

/** Who deploys a version (the registry's name for them) and what the deploy command says of its source. */
export type Origin = Pick<NewRemoteVersion, 'deployedBy' | 'gitCommit' | 'gitBranch' | 'gitAuthor' | 'gitDirty'>;

/** What the site is now, for a candidate's checks: the shell's shared modules and the other active remotes' routes. */
function siteNow(app: FastifyInstance, webRoot: string) {
  return { shellShared: readShellShared(webRoot), others: app.routeTable.current().manifests };
}

const sizeText = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Stores the version and its archive and records who deployed it, together. */
async function store(app: FastifyInstance, actor: AuditActor, row: Parameters<typeof addVersion>[1], archive: { sha256: string; bytes: Buffer }) {
  return app.db.transaction(async (tx: Db) => {
    await storeBundle(tx, archive.sha256, archive.bytes);
    const version = await addVersion(tx, row);
    const from = row.source === 'bundle' ? `an uploaded bundle of ${sizeText(row.size ?? 0)}` : row.manifestUrl;
    await audit(tx, actor, 'remote.deployed', { targetId: row.remote, summary: `Deployed version ${version.version} of ${row.remote} from ${from}` });
    return version;
  });
}

/**
 * An archive in the form a team uploads: unpacked in memory, checked as every version is, then
 * stored whole in the database (so every instance serves it) as the remote's next version, not active.
 */
async function deployArchive(app: FastifyInstance, webRoot: string, archive: Buffer, actor: AuditActor, row: Omit<Parameters<typeof addVersion>[1], 'bundleSha256' | 'size'>) {
  const bundle = await readBundle(archive);
  if ('problems' in bundle) return bundle;
  const checked = await checkVersion(federationNameOf(row.remote), bundle.files, siteNow(app, webRoot));
  if ('problems' in checked) return checked;
  const sha256 = createHash('sha256').update(archive).digest('hex');
  return store(app, actor, { ...row, bundleSha256: sha256, size: archive.length }, { sha256, bytes: archive });
}

/** A team's built dist/ as a .tar.gz. */
export async function deployBundle(app: FastifyInstance, webRoot: string, pkg: string, archive: Buffer, actor: AuditActor, origin: Origin): Promise<RemoteVersionRow | Refused> {
  if (archive.length > MAX_BUNDLE_BYTES) return { problems: [`The bundle is ${sizeText(archive.length)}; at most ${sizeText(MAX_BUNDLE_BYTES)} is accepted.`] };
  return deployArchive(app, webRoot, archive, actor, { ...origin, remote: pkg, source: 'bundle' });
}

/** What a team hears of any failure to fetch its files: the same sentence, so the server's network cannot be mapped by it. */
const UNREADABLE_HOST = 'The manifest URL could not be read: it must be a public https or http address serving the built files.';

/**
 * A version hosted elsewhere, by its mf-manifest.json's URL: fetched whole now (hosted-version.ts)
 * and stored as an uploaded bundle, so the host can change nothing of it once it is checked. The
 * URL is kept as information only; why a fetch failed goes to the server's log only.
 */
export async function deployHosted(
  app: FastifyInstance,
  webRoot: string,
  pkg: string,
  manifestUrl: string,
  allowedHosts: readonly string[],
  actor: AuditActor,
  origin: Origin,
): Promise<RemoteVersionRow | Refused> {
  let files: Awaited<ReturnType<typeof fetchHostedVersion>>;
  try {
    files = await fetchHostedVersion(manifestUrl, { allowedHosts });
  } catch (error) {
    if (!(error instanceof HostedFetchError)) throw error;
    app.log.warn({ remote: pkg, manifestUrl, reason: error.message }, 'a hosted version could not be fetched');
    return { problems: [UNREADABLE_HOST] };
  }
  if ('problems' in files) return files;
  const archive = await packBundle(files);
  if (archive.length > MAX_BUNDLE_BYTES) return { problems: [`Its files pack into ${sizeText(archive.length)}; at most ${sizeText(MAX_BUNDLE_BYTES)} is accepted.`] };
  return deployArchive(app, webRoot, archive, actor, { ...origin, remote: pkg, source: 'url', manifestUrl });
}
