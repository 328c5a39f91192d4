import { Type } from 'typebox';
import { REMOTE_PACKAGES } from '../config.js';
import { DateTime, Literals } from './common.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{name}`: a remote's package name. One the site does not have is answered 404 by the route, with a sentence. */
export const RemoteParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
export const DeployTokenParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), id: Type.String({ minLength: 1, maxLength: 64 }) });

export const DeployTokenSchema = Type.Object({
  id: Type.String(),
  createdAt: DateTime,
  createdBy: Nullable(Type.String()),
  lastUsedAt: Nullable(DateTime),
  revokedAt: Nullable(DateTime),
});

export const NewDeployTokenSchema = Type.Object({ id: Type.String(), token: Type.String(), createdAt: DateTime });

/** A version for a remote hosted elsewhere: its mf-manifest.json, whose files (and the route manifest it names) are fetched once and stored. */
export const HostedVersionBody = Type.Object(
  { manifestUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://' })) },
  { additionalProperties: false },
);

export const VersionNumber = Type.Integer({ minimum: 1, maximum: 999_999_999 });

export const ActivateBody = Type.Object({ version: VersionNumber }, { additionalProperties: false });

export const VersionStateSchema = Type.Object({ version: Type.Integer(), active: Type.Boolean() });

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

export const RemoteVersionSchema = Type.Object({
  version: Type.Integer(),
  createdAt: Nullable(DateTime),
  source: Literals(['build', 'bundle', 'url'] as const),
  size: Type.Union([Type.Integer(), Type.Null()]),
  manifestUrl: Nullable(Type.String()),
  by: Nullable(Type.String()),
  active: Type.Boolean(),
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
});
