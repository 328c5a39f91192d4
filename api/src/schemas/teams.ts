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
 * The edit panel sends the whole member back; only its positions and alumni flag change.
 * Other fields of the member are accepted and ignored.
 */
export const TeamUpdateBody = Type.Object({
  _id: Type.String({ minLength: 1, maxLength: 64 }),
  positions: Type.Array(PositionSchema, { minItems: 1, maxItems: 20 }),
  isAlumni: Type.Boolean(),
});
