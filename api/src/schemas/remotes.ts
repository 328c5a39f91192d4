import { Type } from 'typebox';
import { REMOTE_PACKAGES } from '../config.js';
import { DateTime, Literals, Required } from './common.js';
import { VersionHealthSchema } from './remote-health.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{name}`: a remote's package name. One the site does not have is answered 404 by the route, with a sentence. */
export const RemoteParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
export const DeployTokenParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), id: Type.String({ minLength: 1, maxLength: 64 }) });

export const DeployTokenSchema = Type.Object({
  id: Type.String(),
  /** The team's name for it, '' when none. */
  label: Type.String(),
  /** It may also bring a version to visitors (roll out, activate), not only upload and preview. */
  mayActivate: Type.Boolean(),
  createdAt: DateTime,
  createdBy: Nullable(Type.String()),
  lastUsedAt: Nullable(DateTime),
  revokedAt: Nullable(DateTime),
});

/** One remote's deploy tokens, newest first. */
export const RemoteDeployTokensSchema = Type.Object({ remote: Type.String(), tokens: Type.Array(DeployTokenSchema) });

export const NewDeployTokenSchema = Type.Object({ id: Type.String(), token: Type.String(), createdAt: DateTime });

/** A new token's label (the team, shown wherever it acted) and whether it may bring versions to visitors; no body: neither. */
export const NewDeployTokenBody = Type.Object(
  { label: Type.Optional(Required(60)), mayActivate: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/**
 * A version for a remote hosted elsewhere: its mf-manifest.json, whose files (and the route manifest it names) are fetched once and stored.
 * Beside it, or beside a bundle's form field, what the deploy command says of the build's source, each optional.
 */
export const HostedVersionBody = Type.Object(
  {
    manifestUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://' })),
    gitCommit: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{7,64}$' })),
    gitBranch: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    gitAuthor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    gitDirty: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const VersionNumber = Type.Integer({ minimum: 1, maximum: 999_999_999 });

export const ActivateBody = Type.Object({ version: VersionNumber }, { additionalProperties: false });

export const VersionStateSchema = Type.Object({ version: Type.Integer(), active: Type.Boolean() });

/** `{name}/versions/{version}`: one version of a remote. */
export const VersionParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), version: VersionNumber });

/** A preview link, for whoever opens it until `expiresAt`. */
export const PreviewSchema = Type.Object({ url: Type.String(), expiresAt: DateTime });

/** A version for this share of visitors; 100 activates it. */
export const RolloutBody = Type.Object({ version: VersionNumber, percent: Type.Integer({ minimum: 1, maximum: 100 }) }, { additionalProperties: false });

export const RolloutStateSchema = Type.Object({ version: Type.Integer(), percent: Type.Integer(), active: Type.Boolean() });

/**
 * A version refused: the sentence, and every problem found, so a team fixes them all at once. A
 * request the schema refuses has its message alone.
 */
export const RefusalReply = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  problems: Type.Optional(Type.Array(Type.String())),
});

export const LOAD_ERROR_KINDS = ['load', 'render'] as const;

export const LoadErrorBody = Type.Object(
  { version: VersionNumber, kind: Literals(LOAD_ERROR_KINDS), message: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);

/** What the deploy command said of a version's source; each null when it did not say. */
export const GitFactsSchema = Type.Object({
  commit: Nullable(Type.String()),
  branch: Nullable(Type.String()),
  author: Nullable(Type.String()),
  /** The build had uncommitted changes. */
  dirty: Type.Union([Type.Boolean(), Type.Null()]),
});

/** The rollout under way: `percent` of visitors get `version`, the rest the active one. */
export const RolloutSchema = Type.Object({ version: Type.Integer(), percent: Type.Integer(), startedBy: Type.String(), startedAt: DateTime });

/** An upload refused, with every problem found and who sent it. */
export const RefusalSchema = Type.Object({ at: DateTime, by: Type.String(), problems: Type.Array(Type.String()) });

/** The site going back by itself from a failing version (`from`, when known) to `to`. */
export const AutomaticRollbackSchema = Type.Object({ at: DateTime, from: Type.Union([Type.Integer(), Type.Null()]), to: Type.Integer() });

export const RemoteVersionSchema = Type.Object({
  version: Type.Integer(),
  createdAt: Nullable(DateTime),
  source: Literals(['build', 'bundle', 'url'] as const),
  size: Type.Union([Type.Integer(), Type.Null()]),
  manifestUrl: Nullable(Type.String()),
  by: Nullable(Type.String()),
  active: Type.Boolean(),
  git: Type.Union([GitFactsSchema, Type.Null()]),
  /** Its page loads and failures over the last 24 hours, as GET /api/remotes/{name}/versions/{version}/health answers them. */
  health: VersionHealthSchema,
});

export const LoadFailuresSchema = Type.Object({
  version: Type.Integer(),
  count: Type.Integer(),
  lastAt: DateTime,
  lastKind: Literals(LOAD_ERROR_KINDS),
  lastMessage: Type.String(),
});

export const RemoteStatusSchema = Type.Object({
  name: Literals(REMOTE_PACKAGES),
  federationName: Type.String(),
  activeVersion: Type.Integer(),
  url: Type.String(),
  overridden: Type.Boolean(),
  versions: Type.Array(RemoteVersionSchema),
  failures: Type.Array(LoadFailuresSchema),
  rollout: Type.Union([RolloutSchema, Type.Null()]),
  /** The last uploads refused, newest first. */
  refusals: Type.Array(RefusalSchema),
  /** Newest first. */
  automaticRollbacks: Type.Array(AutomaticRollbackSchema),
});

/** Where a version is: what pages load, what a share of visitors gets, or neither. */
export const VERSION_STATES = ['active', 'rollout', 'uploaded'] as const;

/** A version as its team's status shows it. */
export const DeployStatusVersionSchema = Type.Object({
  version: Type.Integer(),
  createdAt: Nullable(DateTime),
  by: Nullable(Type.String()),
  git: Type.Union([GitFactsSchema, Type.Null()]),
  state: Literals(VERSION_STATES),
  /** The SHA-256 of its archive, so the deploy command sees that dist/ is already this version; null for the site's build. */
  sha256: Nullable(Type.String()),
});

/** What the registry accepts of an archive, so the deploy command checks before it sends one. */
export const BundleLimitsSchema = Type.Object({ bundleBytes: Type.Integer(), unpackedBytes: Type.Integer(), files: Type.Integer(), nameLength: Type.Integer() });

/** What a remote's deploy token may read of it (GET /api/remotes/{name}/status): its own remote, nothing else. */
export const DeployStatusSchema = Type.Object({
  name: Literals(REMOTE_PACKAGES),
  activeVersion: Type.Integer(),
  rollout: Type.Union([RolloutSchema, Type.Null()]),
  /** Newest first; 1 is the site's build. */
  versions: Type.Array(DeployStatusVersionSchema),
  automaticRollbacks: Type.Array(AutomaticRollbackSchema),
  refusals: Type.Array(RefusalSchema),
  limits: BundleLimitsSchema,
});
