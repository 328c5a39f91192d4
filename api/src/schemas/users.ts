import { Type } from 'typebox';
import { PROJECTS } from '../domain/projects.js';
import { Email, OneOf, Password, Required, Username } from './common.js';
import { TOKEN_KEYS } from '../domain/positions.js';

export const AuthData = Type.Object({
  username: Type.String(),
  permissions: Type.Array(Type.String()),
});

export const LoginBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

export const AuthReply = Type.Object({ data: AuthData, message: Type.String() });

export const SignupBody = Type.Object(
  {
    firstname: Required(100),
    lastname: Required(100),
    email: Email,
    project: OneOf(PROJECTS),
    position: Required(64),
    username: Username,
    password: Password,
    token: Type.String({ minLength: 1, maxLength: 256 }),
    tokenKey: OneOf(TOKEN_KEYS),
  },
  { additionalProperties: false },
);

export const SignupReply = Type.Object({ data: AuthData, message: Type.String() });

export const UsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });

export const ProfileSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Type.Object({ firstname: Type.String(), lastname: Type.String() }),
  email: Type.String(),
  blurb: Type.String(),
  isAlumni: Type.Boolean(),
  profilePic: Type.Union([Type.String(), Type.Null()]),
  positions: Type.Array(Type.Object({ position: Type.String(), project: Type.String() })),
  permissions: Type.Array(Type.String()),
});

/**
 * The profile form arrives as multipart fields; `name` and `positions` are JSON text that the
 * form reader parses before this schema sees them. Positions are read-only here: accepted in
 * the shape the client sends and ignored.
 */
export const ProfileUpdateBody = Type.Object(
  {
    username: Username,
    name: Type.Object(
      { firstname: Required(100), lastname: Required(100) },
      { additionalProperties: false },
    ),
    positions: Type.Optional(
      Type.Array(Type.Object({ position: Type.String({ maxLength: 64 }), project: Type.String({ maxLength: 64 }) }, { additionalProperties: false }), { maxItems: 20 }),
    ),
    blurb: Required(2000),
    isAlumni: Type.Boolean(),
    email: Email,
    removeProfilePic: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const PasswordResetBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 256 }), newPassword: Password },
  { additionalProperties: false },
);

export const PasswordChangeBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 128 }), newPassword: Password },
  { additionalProperties: false },
);
