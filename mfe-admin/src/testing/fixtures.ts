import type { Position, Profile } from 'shared-ui';
import { member } from 'shared-ui/testing';
import type { AccountSummary } from '../features/members/api/accounts';
import type { AuditEntry } from '../features/audit/api/audit';
import type { DeployToken } from '../features/remotes/api/deploy-tokens';
import type { RemoteDiff, RemoteStatus, RemoteVersion } from '../features/remotes/api/remotes';
import type { SignupTokenInfo } from '../features/signup-tokens/api/signup-tokens';

export function adminProfile(positions: Position[]): Profile {
  return { ...member('admin-id', 'Ruth Whitfield', positions), email: 'ruth@example.org', permissions: ['admin'] };
}

export const TOKENS: SignupTokenInfo[] = [
  { tokenKey: 'project-lead', position: 'Project Lead', createdAt: '2025-01-10T12:00:00.000Z', lastUsedAt: '2025-02-03T12:00:00.000Z' },
  { tokenKey: 'co-pilot', position: 'Co-Pilot', createdAt: '2025-01-10T12:00:00.000Z', lastUsedAt: null },
];

/** An account as GET /api/admin/users lists it. */
export function account(username: string, name: string, overrides: Partial<AccountSummary> = {}): AccountSummary {
  const [firstname, lastname] = name.split(' ');
  return {
    _id: `id-${username}`,
    username,
    name: { firstname, lastname },
    positions: [{ position: 'Co-pilot', project: 'NOVA' }],
    isAdmin: false,
    isActive: true,
    lastLoginAt: null,
    ...overrides,
  };
}

export const ACCOUNTS: AccountSummary[] = [
  account('grace', 'Grace Hopper', { lastLoginAt: '2026-02-01T12:00:00.000Z', positions: [] }),
  account('ada', 'Ada Lovelace', {
    isAdmin: true,
    lastLoginAt: '2026-03-05T12:00:00.000Z',
    positions: [
      { position: 'Project Lead', project: 'NOVA' },
      { position: 'Volunteer', project: 'SHIVA' },
    ],
  }),
  account('alan', 'Alan Turing', { isActive: false }),
];

/** An audit entry as GET /api/admin/audit lists it. */
export function auditEntry(id: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: id,
    at: '2026-03-05T12:00:00.000Z',
    actor: 'ada',
    action: 'resource.updated',
    target: 'resource',
    targetId: `r-${id}`,
    summary: 'Updated resource "Intro to R": title, description',
    fields: ['title', 'description'],
    ...overrides,
  };
}

/**
 * Version 1 of a remote: the site's own build, with nothing recorded about it. As a server older
 * than the release fields (git, health) sends it, which the API's document no longer describes:
 * the page still works with such a server.
 */
export const SITE_BUILD = {
  version: 1,
  createdAt: null,
  source: 'build',
  size: null,
  manifestUrl: null,
  by: null,
  active: false,
} as RemoteVersion;

/**
 * A remote as GET /api/remotes lists it: only the site's build, active, unless told otherwise. As
 * a server older than the release fields (rollout, refusals, automatic rollbacks) sends it.
 */
export function remoteStatus(name: RemoteStatus['name'], overrides: Partial<RemoteStatus> = {}): RemoteStatus {
  return {
    name,
    federationName: name.replace(/-/g, '_'),
    activeVersion: 1,
    url: `/${name}/remoteEntry.js`,
    overridden: false,
    versions: [{ ...SITE_BUILD, active: true }],
    failures: [],
    ...overrides,
  } as RemoteStatus;
}

/** mfe-timeline with version 3 of 4 active: an upload, a hosted version and the site's build. */
export const TIMELINE = remoteStatus('mfe-timeline', {
  activeVersion: 3,
  url: '/remotes/mfe-timeline/3/remoteEntry.js',
  versions: [
    {
      ...SITE_BUILD,
      version: 4,
      createdAt: '2026-03-06T09:15:00.000Z',
      source: 'url',
      manifestUrl: 'https://cdn.example.org/timeline/mf-manifest.json',
      by: 'deploy token 1a2b3c4d',
    },
    { ...SITE_BUILD, version: 3, createdAt: '2026-03-05T12:00:00.000Z', source: 'bundle', size: 2_621_440, by: 'admin ada', active: true },
    { ...SITE_BUILD, version: 2, createdAt: '2026-03-01T12:00:00.000Z', source: 'bundle', size: 51_200, by: 'deploy token 1a2b3c4d' },
    SITE_BUILD,
  ],
  failures: [
    { version: 3, count: 7, lastAt: '2026-03-06T10:30:00.000Z', lastKind: 'render', lastMessage: 'Cannot read properties of undefined' },
  ],
});

/** A deploy token as GET /api/remotes/{name}/deploy-tokens lists it. */
export function deployToken(id: string, overrides: Partial<DeployToken> = {}): DeployToken {
  return { id, label: '', mayActivate: false, createdAt: '2026-03-01T12:00:00.000Z', createdBy: 'ada', lastUsedAt: null, revokedAt: null, ...overrides };
}

/**
 * mfe-timeline releasing version 4: rolling out to 25 %, each version with its commit and health,
 * an upload refused and an automatic rollback (the fields of the release flow).
 */
export const RELEASING: RemoteStatus = {
  ...TIMELINE,
  versions: TIMELINE.versions.map((version) =>
    version.version === 1
      ? version
      : {
          ...version,
          git: { commit: `${version.version}a1b2c3d4e5f6`, branch: 'main', author: 'Ada Lovelace', dirty: version.version === 2 },
          health: { pageLoads: 400, loadFailures: 3, renderErrors: 2, serverFallbacks: 1, failureRate: 0.0125, reasons: [{ reason: 'render timed out', count: 1 }] },
        },
  ),
  rollout: { version: 4, percent: 25, startedBy: 'ada', startedAt: '2026-03-06T10:00:00.000Z' },
  refusals: [{ at: '2026-03-06T08:00:00.000Z', by: 'deploy token 1a2b3c4d', problems: ['It has no mf-manifest.json.', 'It is larger than 20 MB.'] }],
  automaticRollbacks: [{ at: '2026-03-04T16:20:00.000Z', from: 3, to: 2 }],
};

/** What version 4 of mfe-timeline changes against version 3, as GET .../versions/4/diff answers. */
export function versionDiff(overrides: Partial<RemoteDiff> = {}): RemoteDiff {
  return {
    against: 3,
    version: 4,
    routes: { added: ['/timeline/charts'], removed: ['/timeline/stats'] },
    menus: { added: [{ menu: 'bar', label: 'Charts', to: '/timeline/charts' }], removed: [] },
    heads: { changed: [{ path: '/timeline', before: { title: 'Timeline' }, after: { title: 'Lab timeline' } }] },
    shared: { added: [{ name: 'moment', version: '2.30.1' }], removed: [], changed: [{ name: 'formik', before: '2.4.9', after: '2.4.10' }] },
    firstLoadBytes: { before: 120_000, after: 98_000 },
    files: { before: 12, after: 14 },
    notes: [],
    ...overrides,
  };
}
