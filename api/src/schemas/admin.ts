import { Type } from 'typebox';

export const AccountSummarySchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Type.Object({ firstname: Type.String(), lastname: Type.String() }),
  positions: Type.Array(Type.Object({ position: Type.String(), project: Type.String() })),
  isAdmin: Type.Boolean(),
  isActive: Type.Boolean(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});

export const ResetLinkSchema = Type.Object({ url: Type.String(), expiresAt: Type.String() });

export const AccountUpdateBody = Type.Object(
  { isAdmin: Type.Optional(Type.Boolean()), isActive: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
