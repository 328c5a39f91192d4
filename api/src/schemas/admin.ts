import { Type } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../domain/audit.js';
import { Literals } from './common.js';

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

export const AuditEntrySchema = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  actor: Type.Union([Type.String(), Type.Null()]),
  action: Literals(AUDIT_ACTIONS),
  target: Literals(AUDIT_TARGETS),
  targetId: Type.Union([Type.String(), Type.Null()]),
  summary: Type.String(),
  fields: Type.Array(Type.String()),
});

export const AuditPage = Type.Object({
  data: Type.Array(AuditEntrySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/** A day (`2026-03-01`) or an instant (`2026-03-01T12:00:00Z`); empty means no bound, as a form with the field left blank sends. */
const Bound = Type.Union([Type.Literal(''), Type.String({ format: 'date' }), Type.String({ format: 'date-time' })]);

export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ maxLength: 64 })),
    action: Type.Optional(Type.Union([Type.Literal(''), Literals(AUDIT_ACTIONS)])),
    from: Type.Optional(Bound),
    to: Type.Optional(Bound),
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  },
  { additionalProperties: false },
);
