import { Type } from 'typebox';
import { PositionSchema } from './members.js';

export const TeamsQuery = Type.Object(
  {
    project: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    isAlumni: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * The edit panel sends the whole member back (spec section 7); only its positions and alumni flag
 * change. The member's other fields are accepted and ignored; a field a member has not is refused.
 */
export const TeamUpdateBody = Type.Object(
  {
    _id: Type.String({ minLength: 1, maxLength: 64 }),
    positions: Type.Array(PositionSchema, { minItems: 1, maxItems: 20 }),
    isAlumni: Type.Boolean(),
    username: Type.Optional(Type.String({ maxLength: 64 })),
    name: Type.Optional(Type.Object({ firstname: Type.String({ maxLength: 200 }), lastname: Type.String({ maxLength: 200 }) }, { additionalProperties: false })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    blurb: Type.Optional(Type.String({ maxLength: 5000 })),
    profilePic: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
  },
  { additionalProperties: false },
);
